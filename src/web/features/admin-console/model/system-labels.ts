import type { SystemStatusDto } from '../../../../shared/api-system';

type Channel = SystemStatusDto['providers'][number]['channel'];

export const CHANNEL_NAMES: Record<Channel, string> = {
  email: 'Email',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  payments: 'Online payments',
  calls: 'Masked calls',
  push: 'Push notifications',
};

/** What a channel does without its provider's keys. */
export const SANDBOX_NOTES: Record<Channel, string> = {
  email: 'Sandbox: kept in the outbox, not sent',
  sms: 'Sandbox: kept in the outbox, not sent',
  whatsapp: 'Sandbox: kept in the outbox, not sent',
  payments: 'Sandbox checkout: no money moves',
  calls: "Off: both sides are given the office's number",
  push: 'Off: no push is sent',
};

const JOB_NAMES: Record<string, string> = {
  mail: 'Sending emails',
  'text-messages': 'Sending SMS, WhatsApp and push',
  reminders: 'Visit reminders',
  'payment-reconciliation': 'Checking unfinished payments',
  'booking-holds': 'Releasing unpaid holds',
  'day-ahead-push': "Cleaners' day-ahead notice",
  'live-positions': 'Clearing old live positions',
  'auto-dispatch': 'Assigning crews',
  retention: 'Removing year-old logs',
  'plan-top-up': "Booking plans' visits ahead",
  'credit-expiry': 'Writing off expired credits',
};

/** A job in words; a job added later without words shows its own name. */
export const jobName = (name: string) => JOB_NAMES[name] ?? name;

/** '45 s', '12 min', '3 h 5 min', '2 days'. */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}
