import {
  renderCleanerWelcome,
  renderStaffWelcome,
  renderEmailChangeConfirm,
  renderEmailChangeNotice,
  renderNewsletterConfirm,
  renderNewsletterWelcome,
  renderPasswordGuessesNotice,
  renderTemporaryPassword,
  renderWelcome,
} from './account';
import { renderCleanerAssignedToCustomer, renderNewJobForCleaner, renderOnMyWay } from './assignment';
import {
  renderBookingCancelled,
  renderBookingReceived,
  renderBookingReleased,
  renderBookingRescheduled,
  renderRefund,
  renderReminder,
  renderStartCodeLocked,
  renderStatusChanged,
} from './booking';
import type { Language } from '../../../../shared/language';
import type { Brand } from '../brand';
import {
  renderPaymentReceived,
  renderRefundProcessed,
  renderRefundStarted,
  renderTaxInvoice,
} from './payment';
import type { PlainTextEmail, RenderedEmail } from './render';
import { renderContactMessage, renderQuoteRequest } from './team';
import { renderComplaintReceived, renderTipThanks } from './after-visit';
import { renderGrievanceAnswered, renderGrievanceReceived } from './grievance';
import { renderGiftVoucher, renderGiftVoucherRefunded } from './gift-voucher';
import { renderMembershipPreDebit } from './membership';
import { renderReferralReward } from './referral';

/**
 * Every template the outbox can render by name. A request queues the name and the template's
 * arguments (plain JSON); the sender renders it when it sends, and the admin outbox when it shows it.
 * Arguments are stored as JSON: a template must take plain data (no Dates, no functions).
 */
export const emailTemplates = {
  welcome: renderWelcome,
  'temporary-password': renderTemporaryPassword,
  'email-change-confirm': renderEmailChangeConfirm,
  'email-change-notice': renderEmailChangeNotice,
  'password-guesses-notice': renderPasswordGuessesNotice,
  'newsletter-confirm': renderNewsletterConfirm,
  'newsletter-welcome': renderNewsletterWelcome,
  'cleaner-welcome': renderCleanerWelcome,
  'staff-welcome': renderStaffWelcome,
  'cleaner-assigned': renderCleanerAssignedToCustomer,
  'cleaner-new-job': renderNewJobForCleaner,
  'cleaner-on-the-way': renderOnMyWay,
  'booking-received': renderBookingReceived,
  'booking-reminder': renderReminder,
  'booking-cancelled': renderBookingCancelled,
  'booking-rescheduled': renderBookingRescheduled,
  'booking-released': renderBookingReleased,
  'status-changed': renderStatusChanged,
  'start-code-locked': renderStartCodeLocked,
  refund: renderRefund,
  'payment-received': renderPaymentReceived,
  'refund-started': renderRefundStarted,
  'refund-processed': renderRefundProcessed,
  'tax-invoice': renderTaxInvoice,
  'tip-thanks': renderTipThanks,
  'membership-pre-debit': renderMembershipPreDebit,
  'referral-reward': renderReferralReward,
  'gift-voucher': renderGiftVoucher,
  'gift-voucher-refunded': renderGiftVoucherRefunded,
  'complaint-received': renderComplaintReceived,
  'grievance-received': renderGrievanceReceived,
  'grievance-answered': renderGrievanceAnswered,
  'contact-message': renderContactMessage,
  'quote-request': renderQuoteRequest,
} satisfies Record<string, (...args: never[]) => Promise<RenderedEmail | PlainTextEmail>>;

export type TemplateName = keyof typeof emailTemplates;
export type TemplateArgs<N extends TemplateName> = Parameters<(typeof emailTemplates)[N]>;

/** A template and its arguments, as the outbox stores them. */
export interface TemplateCall<N extends TemplateName = TemplateName> {
  template: N;
  args: TemplateArgs<N>;
}

export const templateCall = <N extends TemplateName>(
  template: N,
  ...args: TemplateArgs<N>
): TemplateCall<N> => ({
  template,
  args,
});

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(emailTemplates, name);
}

/** Written to the team, whose console stays English: never translated. */
const TEAM_TEMPLATES: ReadonlySet<TemplateName> = new Set(['contact-message', 'quote-request']);

/**
 * Renders a stored call in `language` (the recipient's, stored on the outbox row); throws for a name
 * no template answers to (the send then fails and is retried). Every template's first argument is the
 * brand, which carries the language into it.
 */
export function renderTemplate(
  template: string,
  args: readonly unknown[],
  language: Language = 'en',
): Promise<RenderedEmail | PlainTextEmail> {
  if (!isTemplateName(template)) throw new Error(`no email template '${template}'`);
  const render = emailTemplates[template] as (
    ...a: readonly unknown[]
  ) => Promise<RenderedEmail | PlainTextEmail>;
  const [brand, ...rest] = args;
  if (TEAM_TEMPLATES.has(template) || language === 'en' || !brand || typeof brand !== 'object')
    return render(...args);
  return render({ ...(brand as Brand), language }, ...rest);
}
