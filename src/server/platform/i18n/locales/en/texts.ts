/**
 * SMS and WhatsApp texts in English: word for word shared/notifications.ts's TEXT_TEMPLATES (what the
 * DLT and Meta templates were registered with; texts.test.ts holds the two together).
 */
const texts = {
  'booking-received':
    'Hi {{name}}, your {{service}} on {{date}} at {{time}} is booked (ref {{ref}}). - Chamak',
  'cleaner-assigned':
    'Hi {{name}}, {{cleaner}} will clean for you on {{date}} at {{time}}. Our helpline: {{phone}}. - Chamak',
  'cleaner-on-the-way':
    '{{cleaner}} is on the way to you now. To reach them, call our helpline {{phone}}. - Chamak',
  'booking-reminder':
    'Reminder: your {{service}} is tomorrow, {{date}} at {{time}}. Give your cleaner start code {{code}} at the door. - Chamak',
  'booking-reminder-today':
    'Reminder: your {{service}} is today, {{date}} at {{time}}. Give your cleaner start code {{code}} at the door. - Chamak',
  'booking-completed': 'Your {{service}} (ref {{ref}}) is complete. Thank you for choosing Chamak!',
  'payment-received': 'We received {{amount}} for booking {{ref}}. Receipt: {{link}} - Chamak',
  'booking-cancelled': 'Your {{service}} on {{date}} (ref {{ref}}) is cancelled. - Chamak',
  'refund-started':
    'Your refund of {{amount}} for booking {{ref}} has started; banks take 5-7 working days. - Chamak',
  'cleaner-new-job': 'New job: {{service}} on {{date}} at {{time}}, {{area}}. Map: {{map}} - Chamak',
  'cleaner-job-changed':
    'Job changed: {{service}} is now on {{date}} at {{time}}, {{area}}. Map: {{map}} - Chamak',
  'phone-verification':
    '{{code}} is your Chamak code to verify this mobile. It expires in 10 minutes. Do not share it. - Chamak',
  'application-declined':
    'Hi {{name}}, thank you for applying to work with Chamak. We cannot offer you work now, and we wish you all the best. - Chamak',
  'gift-voucher':
    'Hi {{name}}, {{buyer}} sent you a Chamak gift voucher of {{amount}}. Code {{code}}. Redeem it in your profile: {{link}} - Chamak',
  'login-code': '{{code}} is your Chamak sign-in code. It expires in 10 minutes. Do not share it. - Chamak',
};

export default texts;
