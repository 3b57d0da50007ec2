import { z } from 'zod';
import { formatDay } from './domain/date-format';
import { formatTime12h } from './domain/time';

/** Which channels a customer is reached on (GET/PUT /api/users/notification-preferences). */
export const notificationPreferencesSchema = z.object({
  /** Booking emails (receipts, changes) always go: this stays true (PRODUCT: email as today). */
  email: z.boolean(),
  /** Transactional SMS: on unless the customer opts out. */
  sms: z.boolean(),
  /** Only with the customer's opt-in (Meta's rule); an inbound STOP turns it off. */
  whatsapp: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: true,
  sms: true,
  whatsapp: false,
};

export const notificationTexts = {
  whatsappOptIn: 'Send me updates on WhatsApp',
  whatsappOptInHint: 'Booking confirmations, reminders and your cleaner’s details. Reply STOP to end.',
  settingsTitle: 'Notifications',
  settingsIntro: 'Choose how we tell you about your bookings.',
  email: 'Email',
  emailHint: 'Confirmations, receipts and changes to your bookings always come by email.',
  sms: 'SMS',
  smsHint: 'Booking updates and the day-before reminder by text message.',
  whatsapp: 'WhatsApp',
  whatsappHint: 'Updates on WhatsApp. Reply STOP on WhatsApp at any time to end them.',
  saved: 'Notification preferences saved',
  emailAlwaysOn: 'Booking emails cannot be turned off.',
};

export const updateNotificationPreferencesSchema = z.strictObject({
  email: z.literal(true, { error: notificationTexts.emailAlwaysOn }).optional(),
  sms: z.boolean().optional(),
  whatsapp: z.boolean().optional(),
});
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;

/** '2026-11-24' -> 'Tue, 24 Nov 2026': the one date format (date-format.ts), short enough for a text. */
export const shortIndianDate = (date: string): string => formatDay(date, 'en');

export const shortTime = formatTime12h;

type Vars<K extends string> = Record<K, string>;
const template = <K extends string>(vars: readonly K[], text: (v: Vars<K>) => string) => ({ vars, text });

/**
 * Every SMS and WhatsApp message: its template's variable slots in order (MSG91's `##name##`, WhatsApp's
 * `{{1}}`…) and the text as the recipient reads it. The registered templates must say the same.
 */
export const TEXT_TEMPLATES = {
  'booking-received': template(
    ['name', 'service', 'date', 'time', 'ref'],
    (v) => `Hi ${v.name}, your ${v.service} on ${v.date} at ${v.time} is booked (ref ${v.ref}). - Chamak`,
  ),
  'cleaner-assigned': template(
    ['name', 'cleaner', 'phone', 'date', 'time'],
    (v) =>
      `Hi ${v.name}, ${v.cleaner} will clean for you on ${v.date} at ${v.time}. Our helpline: ${v.phone}. - Chamak`,
  ),
  'cleaner-on-the-way': template(
    ['cleaner', 'phone'],
    (v) => `${v.cleaner} is on the way to you now. To reach them, call our helpline ${v.phone}. - Chamak`,
  ),
  'booking-reminder': template(
    ['service', 'date', 'time', 'code'],
    (v) =>
      `Reminder: your ${v.service} is tomorrow, ${v.date} at ${v.time}. Give your cleaner start code ${v.code} at the door. - Chamak`,
  ),
  /** The reminder sent on the visit's own day (booked after the day-before hour, or caught up). */
  'booking-reminder-today': template(
    ['service', 'date', 'time', 'code'],
    (v) =>
      `Reminder: your ${v.service} is today, ${v.date} at ${v.time}. Give your cleaner start code ${v.code} at the door. - Chamak`,
  ),
  'booking-completed': template(
    ['service', 'ref'],
    (v) => `Your ${v.service} (ref ${v.ref}) is complete. Thank you for choosing Chamak!`,
  ),
  'payment-received': template(
    ['amount', 'ref', 'link'],
    (v) => `We received ${v.amount} for booking ${v.ref}. Receipt: ${v.link} - Chamak`,
  ),
  'booking-cancelled': template(
    ['service', 'date', 'ref'],
    (v) => `Your ${v.service} on ${v.date} (ref ${v.ref}) is cancelled. - Chamak`,
  ),
  'refund-started': template(
    ['amount', 'ref'],
    (v) =>
      `Your refund of ${v.amount} for booking ${v.ref} has started; banks take 5-7 working days. - Chamak`,
  ),
  'cleaner-new-job': template(
    ['service', 'date', 'time', 'area', 'map'],
    (v) => `New job: ${v.service} on ${v.date} at ${v.time}, ${v.area}. Map: ${v.map} - Chamak`,
  ),
  'cleaner-job-changed': template(
    ['service', 'date', 'time', 'area', 'map'],
    (v) => `Job changed: ${v.service} is now on ${v.date} at ${v.time}, ${v.area}. Map: ${v.map} - Chamak`,
  ),
  /** The one-time code that proves an account's mobile (POST /api/users/phone/send-code); SMS only. */
  'phone-verification': template(
    ['code'],
    (v) =>
      `${v.code} is your Chamak code to verify this mobile. It expires in 10 minutes. Do not share it. - Chamak`,
  ),
  /** The one-time code that signs in with a mobile number (POST /api/auth/otp/send); SMS, or WhatsApp when opted in. */
  'login-code': template(
    ['code'],
    (v) => `${v.code} is your Chamak sign-in code. It expires in 10 minutes. Do not share it. - Chamak`,
  ),
  /** A cleaner applicant who is not taken, told politely (issue 38; decision 049); SMS. */
  'application-declined': template(
    ['name'],
    (v) =>
      `Hi ${v.name}, thank you for applying to work with Chamak. We cannot offer you work now, and we wish you all the best. - Chamak`,
  ),
  /** A gift voucher for its recipient (decision 046); WhatsApp. */
  'gift-voucher': template(
    ['name', 'buyer', 'amount', 'code', 'link'],
    (v) =>
      `Hi ${v.name}, ${v.buyer} sent you a Chamak gift voucher of ${v.amount}. Code ${v.code}. Redeem it in your profile: ${v.link} - Chamak`,
  ),
} as const;

export type TextKind = keyof typeof TEXT_TEMPLATES;
export const TEXT_KINDS = Object.keys(TEXT_TEMPLATES) as TextKind[];
