/**
 * The emails customers and cleaners get, in English: the wording the templates always had (the spec's
 * texts word for word). `{{brand}}` is the company's name, `{{visit}}` a date with its time.
 */
const emails = {
  common: {
    hello: 'Hi {{name}},',
    helloNoName: 'Hi there,',
    visit: '{{date}}, {{time}}',
    serviceWithPackage: '{{service}} ({{package}})',
    viewBookings: 'View my bookings',
    signature: '— {{brand}}',
  },
  facts: {
    when: 'When',
    address: 'Address',
    total: 'Total',
    bookingId: 'Booking reference',
    instructions: 'Instructions',
    cleaner: 'Cleaner',
    phone: 'Phone',
    startCode: 'Start code',
    customer: 'Customer',
    customerPhone: 'Customer phone',
    none: 'None',
    note: 'Note',
    amount: 'Amount',
    refundReference: 'Refund reference',
  },
  welcome: {
    subject: 'Welcome to {{brand}}',
    preview: 'Your account is ready',
    body: 'Welcome to {{brand}}! Your account is ready. Book a cleaning whenever you need one.',
    action: 'Book a cleaning',
  },
  temporaryPassword: {
    subject: 'Your temporary {{brand}} password',
    heading: 'Your temporary password',
    code: 'Your temporary password is:',
    once: 'It works once and for 30 minutes. After you log in with it you will be asked to choose a new password.',
    direct: 'Or choose a new password directly:',
    ignore:
      'Your current password keeps working until you use one of these. If you did not ask for this, ignore this email.',
  },
  emailChangeConfirm: {
    subject: 'Confirm your new {{brand}} email',
    heading: 'Confirm your new email address',
    body: 'You asked to sign in to {{brand}} with this email address from now on. Confirm it with the link below; until you do, nothing changes.',
    action: 'Confirm my new email',
    expires: 'The link works once, for 24 hours. If you did not ask for this, ignore this email.',
  },
  emailChangeNotice: {
    subject: 'Your {{brand}} sign-in email is being changed',
    heading: 'Your sign-in email is being changed',
    body: 'Someone signed in to your account asked to change its email to {{email}}. The change happens only once that address confirms it.',
    undo: 'Not you? Undo it: your email stays (or goes back to) this one and every session is signed out.',
    action: 'This was not me: undo',
    expires: 'The undo link works once, for 7 days.',
  },
  passwordGuesses: {
    subject: 'Wrong passwords on your {{brand}} account',
    heading: 'Someone typed wrong passwords on your account',
    body: 'Five wrong current passwords were typed on your account in a signed-in session, so changing the password or the email is paused for 15 minutes.',
    advice:
      'If this was not you, sign in and choose a new password, and sign out on devices you do not know.',
  },
  newsletter: {
    subject: "You're subscribed to {{brand}} news",
    preview: 'Thanks for subscribing',
    heading: 'Thanks for subscribing!',
    body: 'We send cleaning tips and offers about once a month.',
    confirmSubject: 'Confirm your {{brand}} newsletter subscription',
    confirmHeading: 'One step left',
    confirmBody:
      'Someone (we hope you) asked for the {{brand}} newsletter at this address. Press the button to confirm.',
    confirmAction: 'Confirm my subscription',
    confirmIgnore: 'Not you? Ignore this mail: nothing more is sent unless it is confirmed.',
    unsubscribe: 'To stop receiving these emails, unsubscribe:',
  },
  cleanerWelcome: {
    subject: 'Your {{brand}} cleaner account',
    preview: 'Your cleaner account',
    heading: 'Welcome to {{brand}}',
    logIn: 'An account has been made for you. Log in at',
    password: 'with this email and the temporary password:',
    next: 'You will be asked to choose your own password. Your jobs are under My Jobs.',
  },
  staffWelcome: {
    subject: 'Your {{brand}} team account',
    preview: 'Your team account',
    heading: 'Welcome to the {{brand}} team',
    logIn: 'An account has been made for you. Log in at',
    password: 'with this email and the temporary password:',
    next: 'You will be asked to choose your own password, then the admin dashboard opens.',
  },
  cleanerAssigned: {
    subject: '{{cleaner}} will clean on {{date}}',
    preview: '{{cleaner}} is your cleaner',
    heading: 'Your cleaner is assigned',
    body: '{{cleaner}} will clean for you: your {{service}} booking on {{visit}}. Questions before the visit? Call us on {{phone}}.',
  },
  newJob: {
    subject: 'New job: {{service}} on {{date}}',
    heading: 'You have a new job',
    body: 'You have a new job: {{service}} on {{visit}}.',
    until: '{{visit}} until {{end}}',
    customer: 'Customer',
    startCode: 'Ask the customer for the start code at the door to start the job.',
  },
  onMyWay: {
    subject: '{{cleaner}} is on the way',
    heading: 'Your cleaner is on the way',
    body: '{{cleaner}} is on the way to {{address}} for your {{service}} visit ({{visit}}). To reach them, call us on {{phone}}.',
    startCode: 'Keep your start code ready: the cleaner needs it to start the job.',
  },
  received: {
    subject: 'Booking received: {{service}} on {{date}}',
    preview: '{{service}} on {{visit}}',
    heading: 'Booking received',
    body: 'We have received your booking for {{service}} on {{visit}}.',
    // i18next picks _one or _other from `count` by the language's plural rules.
    series_one: 'We have also booked {{count}} more visit of your plan.',
    series_other: 'We have also booked {{count}} more visits of your plan.',
    next: 'A cleaner will be assigned soon, and we will remind you before the visit.',
  },
  reminder: {
    subject: 'Reminder: {{service}} tomorrow, {{visit}}',
    preview: 'Your cleaning is on {{visit}}',
    heading: 'See you tomorrow',
    /** Sent on the visit's own day (India time): a visit booked after the day-before hour. */
    subjectToday: 'Reminder: {{service}} today, {{visit}}',
    headingToday: 'See you today',
    body: 'This is a reminder of your {{service}} visit on {{visit}}.',
    code: 'Give your cleaner the start code {{code}} when they arrive: the job starts only with it. Never share it before.',
    change: 'Need to change something? Call us on {{phone}}.',
  },
  cancelled: {
    subject: 'Booking cancelled: {{service}} on {{date}}',
    preview: 'Your booking has been cancelled',
    heading: 'Booking cancelled',
    body: 'Your {{service}} booking on {{visit}} has been cancelled.',
    refund: 'Your payment of {{amount}} will be refunded to the original method within 5-7 business days.',
  },
  startCodeLocked: {
    subject: 'Your {{service}} visit is waiting for our office',
    preview: 'The start code was entered wrongly 5 times',
    heading: 'We stopped the start of your visit',
    body: 'The start code of your {{service}} visit on {{visit}} was entered wrongly 5 times, so the job cannot be started at the door any more.',
    next: 'If our cleaner is with you, call us on {{phone}}: we will start it for you. If nobody from us is at your door, please call us at once.',
  },
  released: {
    subject: 'Not booked: {{service}} (payment not completed)',
    preview: 'The time was held for you, but the booking was not completed',
    heading: 'Booking not completed',
    body: 'We held {{visit}} for your {{service}}, but no payment choice was made in time, so the time has been released. You can book again at any time.',
    lateSubject: 'Refund started: {{service}} was not booked',
    lateBody:
      'Your payment of {{amount}} came after we had released {{visit}} for your {{service}}, and that time is now taken. We have started a full refund to the original payment method (5-7 business days). Please book another time.',
    action: 'Book again',
  },
  rescheduled: {
    subject: 'Booking moved to {{date}}',
    preview: 'Now on {{visit}}',
    heading: 'Booking moved',
    body: 'Your {{service}} booking is now on {{visit}}.',
  },
  status: {
    subjectComplete: 'Your {{service}} booking is complete',
    subjectUpdated: 'Your {{service}} booking was updated',
    preview: 'Status: {{status}}',
    heading: 'Booking update',
    body: {
      'in-progress': 'Your {{service}} booking on {{visit}} is now in progress.',
      completed: 'Your {{service}} booking on {{visit}} has been completed. Thank you for choosing us!',
      pending: 'Your {{service}} booking on {{visit}} is waiting for a cleaner to be assigned.',
      assigned: 'Your {{service}} booking on {{visit}} has a cleaner assigned.',
      cancelled: 'Your {{service}} booking on {{visit}} has been cancelled.',
      other: 'Your {{service}} booking on {{visit}} is now {{status}}.',
    },
    /** How a status is named in the preview (English shows the status as the API writes it). */
    names: {
      'in-progress': 'in-progress',
      completed: 'completed',
      pending: 'pending',
      assigned: 'assigned',
      cancelled: 'cancelled',
    },
    rate: 'Rate your visit',
  },
  refund: {
    subjectCompleted: 'Refund of {{amount}} completed',
    subjectInitiated: 'Refund of {{amount}} initiated',
    preview: 'Refund for {{service}}',
    headingCompleted: 'Refund completed',
    headingInitiated: 'Refund initiated',
    bodyCompleted: 'We have refunded {{amount}} for your {{service}} booking on {{date}}.',
    bodyInitiated:
      'We have started a refund of {{amount}} for your {{service}} booking on {{date}}. It reaches the original payment method within 5-7 business days.',
  },
  /** Plain-text mails the payments and invoices modules queue (their PDF goes with them as it is). */
  paymentReceived: {
    subject: 'Payment received: {{amount}} for {{service}}',
    body: 'We have received your payment of {{amount}} for {{service}} on {{date}}.',
    paymentId: 'Payment ID: {{id}}',
    method: 'Method: {{method}}',
    status: 'Status: Paid',
    bookingId: 'Booking reference: {{id}}',
    attached: 'Your receipt {{serial}} is attached as a PDF.',
    link: 'Receipt: {{url}}',
    methods: {
      razorpay_qr: 'QR Code Payment',
      razorpay_upi: 'UPI Payment',
      cash: 'Cash (paid after service)',
      upi: 'UPI (paid after service)',
      other: 'Pay After Service',
    },
  },
  referralReward: {
    subject: '{{amount}} in {{brand}} credits for you',
    referrer:
      '{{friend}} had their first visit with us on your code, so {{amount}} is now in your {{brand}} credits.',
    referee: 'Welcome: for joining with a friend’s code, {{amount}} is now in your {{brand}} credits.',
    use: 'Credits come off your next online payment; your profile shows your balance and when they expire.',
  },
  membershipNotice: {
    subject: 'UPI AutoPay will debit {{amount}} on {{date}}',
    body: 'This is your notice before UPI AutoPay debits {{amount}} for {{plan}} on {{date}}, from the mandate you approved. There is nothing you need to do.',
    stop: 'To stop it, cancel your membership on your profile before then; you keep member prices until the paid period ends.',
  },
  tipThanks: {
    subject: 'Thank you for your tip of {{amount}}',
    body: 'Thank you for tipping {{crew}} {{amount}} for your {{service}} on {{date}}. All of it goes to the crew.',
    paymentId: 'Payment ID: {{id}}',
  },
  giftVoucherRefunded: {
    subject: 'Your gift voucher of {{amount}} is refunded',
    body: 'We have refunded the gift voucher of {{amount}} you bought for {{recipient}}; its code no longer works. The money reaches your original payment method within 5-7 business days.',
  },
  giftVoucher: {
    subject: '{{buyer}} sent you a Chamak gift voucher of {{amount}}',
    body: '{{buyer}} has sent you a Chamak gift voucher of {{amount}} for home cleaning.',
    code: 'Your voucher code: {{code}}',
    howTo: 'Sign in or create your account, then redeem the code under Profile > Credits: {{url}}',
    expires: 'Redeem it by {{date}}. The credits can pay for any of our services.',
  },
  grievance: {
    receivedSubject: 'We have your grievance (ref {{ref}})',
    receivedBody:
      'We have received your grievance about your personal data. Our Grievance Officer will answer it.',
    reference: 'Grievance reference: {{ref}}',
    due: 'We will answer by {{date}}, within 90 days as the DPDP Rules 2025 require.',
    answeredSubject: 'Our answer to your grievance (ref {{ref}})',
    answeredBody: 'Here is our answer to your grievance {{ref}}:',
  },
  complaintReceived: {
    subject: 'We have your complaint (ref {{ref}})',
    body: 'We have received your complaint about your {{service}} on {{date}}. Thank you for telling us.',
    reference: 'Complaint reference: {{ref}}',
    next: 'Our team will get back to you within a day.',
  },
  refundStarted: {
    subject: 'Refund of {{amount}} started',
    body: 'We have started a refund of {{amount}} for your {{service}} booking. It will be credited to the original payment method within 5-7 business days.',
    paidAtTheDoor:
      'Your booking was already paid at the visit, so the online payment of {{amount}} you made afterwards is not needed.',
  },
  refundProcessed: {
    subject: 'Refund processed: {{amount}}',
    body: 'Your refund of {{amount}} for {{service}} has been processed (refund ID {{ref}}). Banks usually show it within 5-7 business days.',
  },
  taxInvoice: {
    subject: 'Tax invoice {{serial}} for {{service}}',
    body: 'Thank you for choosing us. Your tax invoice {{serial}} for {{service}} on {{date}} ({{amount}}) is attached as a PDF.',
    link: 'Also online: {{url}}',
  },
};

export default emails;
