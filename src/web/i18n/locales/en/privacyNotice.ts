/**
 * The itemised privacy notice (DPDP Rules 2025, rule 3): each kind of data, why we hold it and for how long.
 * A change here is a new notice: move PRIVACY_NOTICE_VERSION (src/shared/privacy-notice-version.ts) with it.
 */
const privacyNotice = {
  summary: 'What we collect, why, and for how long',
  version: 'Privacy notice, version {{version}}',
  what: 'What',
  why: 'Why',
  howLong: 'How long',
  items: [
    {
      what: 'Your name, email and mobile number',
      why: 'Your account, your bookings and messages about them',
      howLong: 'While your account is open; erased when you delete it',
    },
    {
      what: 'Service addresses and your instructions',
      why: 'Sending the crew to the right door with what you need',
      howLong: 'While your account is open; past bookings keep them without your name for 8 years (GST law)',
    },
    {
      what: 'Payment references (order and payment IDs)',
      why: 'Taking payments and refunds; we never see card, UPI PIN or bank details',
      howLong: '8 years with the invoices (GST law)',
    },
    {
      what: 'The exact point of an address (only if you share it)',
      why: 'Finding your door',
      howLong: 'Until you withdraw it in your profile or delete the address',
    },
    {
      what: 'WhatsApp messages and the newsletter (only if you choose them)',
      why: 'Booking updates on WhatsApp; offers and news by email',
      howLong: 'Until you withdraw it in your profile, reply STOP or unsubscribe',
    },
    {
      what: 'Sign-in and request logs (IP address, time, what was asked)',
      why: 'Keeping accounts safe and finding faults',
      howLong: 'One year, as the DPDP Rules require',
    },
  ],
  page: {
    eyebrow: 'Your data',
    title: 'Grievances',
    intro:
      'A question or a complaint about how we handle your personal data? Our Grievance Officer answers every grievance within 90 days, as the DPDP Rules 2025 require.',
    name: 'Name',
    email: 'Email',
    phone: 'Mobile number (optional)',
    message: 'Your grievance',
    send: 'Send grievance',
    sending: 'Sending...',
    sent: 'Grievance received.',
    reference:
      'Your reference is {{reference}}. We will answer by {{date}}; an email with both is on its way.',
    another: 'Send another',
  },
  rights:
    'You can withdraw any consent in your profile as easily as you gave it, see or download your data, or delete your account.',
  policy: 'Privacy Policy',
  grievance: 'Raise a grievance',
} as const;

export default privacyNotice;
