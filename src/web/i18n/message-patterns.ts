import { formatDate } from './format';
import { currentLanguage } from './i18n';
import { durationText, serverText } from './server-text';
import { formatClock } from './time-format';

/**
 * Messages with values in them (an area, a date, a status, a name), as templates: the English wording
 * with {{placeholders}} is both what is matched and the key of the translation in the messages
 * catalogue. The first template that matches a message wins.
 */
export interface MessagePattern {
  template: string;
  /** How a placeholder's English value is written in the active language; otherwise it is kept. */
  values?: Record<string, (english: string, translate: (text: string) => string) => string>;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Tue, 24 Nov 2026' (the one format; older 'Nov 24, 2026' too) in the active language; anything else as it is. */
function longDate(english: string): string {
  const m = /^(?:\w{3}, )?(\d{1,2}) (\w{3}) (\d{4})$/.exec(english);
  const old = m ? undefined : /^(\w{3}) (\d{1,2}), (\d{4})$/.exec(english);
  const [day, monthName, year] = m ? [m[1], m[2], m[3]] : old ? [old[2], old[1], old[3]] : [];
  const month = monthName ? MONTHS.indexOf(monthName) : -1;
  if (month < 0) return english;
  return formatDate(new Date(Date.UTC(Number(year), month, Number(day))), currentLanguage());
}

/** '9:00 AM' (formatTime12h) on the active language's clock; anything else as it is. */
function clock(english: string): string {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(english);
  if (!m) return english;
  const hours = (Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0);
  return formatClock(`${String(hours).padStart(2, '0')}:${m[2]}`, currentLanguage());
}

const status = (english: string, translate: (text: string) => string) => translate(english);
/**
 * A payment provider's own English reason: ours in the active language when we know it, else our own
 * words for it, never English inside a Hindi sentence.
 */
function providerReason(english: string, translate: (text: string) => string): string {
  if (currentLanguage() === 'en') return english;
  const known = translate(english.replace(/\.$/, ''));
  return known !== english.replace(/\.$/, '') ? known : translate('the payment service refused it');
}
const data = (english: string) => serverText(english);

export const messagePatterns: readonly MessagePattern[] = [
  // Masked calls (shared/domain/masked-calls.ts callTexts): the numbers stay as written.
  { template: 'We are calling you on {{phone}}. Pick up, and we will connect you to {{name}}.' },
  {
    template:
      'Calls through Chamak open when the visit is assigned and close 2 hours after it. Call us on {{phone}}.',
  },
  { template: 'Calls through Chamak are not set up yet. Call us on {{phone}}.' },
  { template: 'Add your mobile number to your profile first, or call us on {{phone}}.' },
  {
    template:
      "We cannot connect this call: your cleaner's number is not a mobile number. Call us on {{phone}}.",
  },
  {
    template:
      "We cannot connect this call: the booking's number is not a mobile number. Call us on {{phone}}.",
  },
  { template: 'You have placed {{count}} calls for this booking in the last hour. Call us on {{phone}}.' },
  { template: 'We could not place the call just now. Try again in a minute, or call us on {{phone}}.' },
  { template: 'This package covers up to {{maxArea}} sq.ft. Please choose a larger package.' },
  { template: 'This service is booked for at least {{minArea}} sq.ft.' },
  {
    template: '{{addon}} is not available with the {{package}} package',
    values: { addon: data, package: data },
  },
  { template: 'Add-on not available: {{name}}', values: { name: data } },
  { template: 'Add a note for "{{item}}": it was not done.', values: { item: data } },
  { template: '"{{item}}" is not on this package\'s checklist.', values: { item: data } },
  {
    template: 'Bookings open up to {{days}} days ahead: please choose a date on or before {{date}}',
    values: { date: longDate },
  },
  {
    template:
      'This job takes about {{duration}} and would end after our working hours. Please choose an earlier time.',
    values: { duration: durationText },
  },
  { template: 'A booking that is {{status}} cannot be cancelled.', values: { status } },
  { template: 'A booking that is {{status}} cannot be rescheduled.', values: { status } },
  { template: 'A booking that is {{status}} cannot be started.', values: { status } },
  {
    template: 'It is too early to start this job: you can start it from {{time}} on {{date}}.',
    values: { time: clock, date: longDate },
  },
  { template: 'A booking cannot move from {{from}} to {{to}}.', values: { from: status, to: status } },
  { template: 'Must be at most {{max}} characters' },
  { template: 'Add {{shortBy}} more to use {{code}} (minimum {{minimum}})' },
  { template: '{{code}} expired on {{date}}. Please try a different coupon.', values: { date: longDate } },
  { template: 'You have already used {{code}}. Each account can use it once.' },
  { template: '{{code}} is for your first booking only.' },
  {
    template: '{{reason}} The coupon has been removed; you can book again without it.',
    values: { reason: (english, translate) => translate(english) },
  },
  { template: 'The payment provider declined the request: {{reason}}', values: { reason: providerReason } },
  {
    template:
      'We could not confirm your payment. If money was deducted, it will be refunded within 5-7 business days. Please contact support with your payment ID: {{paymentId}}.',
  },
  {
    template: 'Payment failed: {{reason}}. No money was taken. Please try again or choose another method.',
    values: { reason: providerReason },
  },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The template as an anchored regular expression with a named group per placeholder. */
export function templateRegex(template: string): RegExp {
  const parts = template.split(/\{\{(\w+)\}\}/);
  const source = parts.map((part, i) => (i % 2 ? `(?<${part}>.+?)` : escape(part))).join('');
  return new RegExp(`^${source}$`, 's');
}
