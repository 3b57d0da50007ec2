import type { Language } from '../../../shared/language';

/** The events a push notification tells of: a cleaner's jobs, and a customer's visit. */
export type PushKind =
  | 'cleaner-new-job'
  | 'cleaner-job-offer'
  | 'cleaner-job-changed'
  | 'cleaner-job-cancelled'
  | 'cleaner-first-job-tomorrow'
  | 'cleaner-assigned'
  | 'cleaner-on-the-way'
  | 'booking-completed'
  | 'payment-received';

type Fill = (v: Record<string, string>) => { title: string; body: string };

/**
 * What each push says, in English and Hindi: a short title and a line, no links (tapping the
 * notification opens the page) and never a start code or an address.
 */
const PUSH_TEXTS: Record<Language, Record<PushKind, Fill>> = {
  en: {
    'cleaner-new-job': (v) => ({
      title: 'New job',
      body: `${v.service} on ${v.date} at ${v.time}, ${v.area}`,
    }),
    'cleaner-job-offer': (v) => ({
      title: 'Job offer',
      body: `${v.service} on ${v.date} at ${v.time}, ${v.area}. Accept or decline in the app`,
    }),
    'cleaner-job-changed': (v) => ({
      title: 'Job changed',
      body: `${v.service} is now on ${v.date} at ${v.time}, ${v.area}`,
    }),
    'cleaner-job-cancelled': (v) => ({
      title: 'Job cancelled',
      body: `${v.service} on ${v.date} at ${v.time}, ${v.area} is cancelled`,
    }),
    'cleaner-first-job-tomorrow': (v) => ({
      title: "Tomorrow's first job",
      body: `${v.service} tomorrow at ${v.time}, ${v.area}`,
    }),
    'cleaner-assigned': (v) => ({
      title: 'Your cleaner',
      body: `${v.cleaner} will clean for you on ${v.date} at ${v.time}`,
    }),
    'cleaner-on-the-way': (v) => ({ title: 'On the way', body: `${v.cleaner} is on the way to you now` }),
    'booking-completed': (v) => ({
      title: 'Cleaning complete',
      body: `Your ${v.service} (ref ${v.ref}) is complete. Thank you!`,
    }),
    'payment-received': (v) => ({
      title: 'Payment received',
      body: `We received ${v.amount} for booking ${v.ref}`,
    }),
  },
  hi: {
    'cleaner-new-job': (v) => ({ title: 'नया काम', body: `${v.service}, ${v.date} को ${v.time}, ${v.area}` }),
    'cleaner-job-offer': (v) => ({
      title: 'काम का ऑफ़र',
      body: `${v.service}, ${v.date} को ${v.time}, ${v.area}। ऐप में स्वीकार या मना करें`,
    }),
    'cleaner-job-changed': (v) => ({
      title: 'काम बदला',
      body: `${v.service} अब ${v.date} को ${v.time}, ${v.area}`,
    }),
    'cleaner-job-cancelled': (v) => ({
      title: 'काम रद्द',
      body: `${v.service}, ${v.date} को ${v.time}, ${v.area} रद्द हो गया है`,
    }),
    'cleaner-first-job-tomorrow': (v) => ({
      title: 'कल का पहला काम',
      body: `${v.service}, कल ${v.time}, ${v.area}`,
    }),
    'cleaner-assigned': (v) => ({
      title: 'आपके सफ़ाईकर्मी',
      body: `${v.cleaner} ${v.date} को ${v.time} आपके यहाँ सफ़ाई करेंगे`,
    }),
    'cleaner-on-the-way': (v) => ({ title: 'रास्ते में', body: `${v.cleaner} अभी आपके पास आ रहे हैं` }),
    'booking-completed': (v) => ({
      title: 'सफ़ाई पूरी हुई',
      body: `आपकी ${v.service} (संदर्भ ${v.ref}) पूरी हो गई। धन्यवाद!`,
    }),
    'payment-received': (v) => ({ title: 'भुगतान मिला', body: `बुकिंग ${v.ref} के लिए हमें ${v.amount} मिल गए` }),
  },
};

/** The page a tap opens: the cleaner's jobs, or the customer's bookings. */
const PUSH_URLS: Record<PushKind, string> = {
  'cleaner-new-job': '/cleanerDashboard',
  'cleaner-job-offer': '/cleanerDashboard',
  'cleaner-job-changed': '/cleanerDashboard',
  'cleaner-job-cancelled': '/cleanerDashboard',
  'cleaner-first-job-tomorrow': '/cleanerDashboard',
  'cleaner-assigned': '/my-bookings',
  'cleaner-on-the-way': '/my-bookings',
  'booking-completed': '/my-bookings',
  'payment-received': '/my-bookings',
};

export function pushMessage(language: Language, kind: PushKind, values: Record<string, string>) {
  return { ...PUSH_TEXTS[language][kind](values), url: PUSH_URLS[kind] };
}
