/**
 * About Us, Our Team, Support and the three policies. <tags> mark links (info-page.tsx gives each its
 * target); {{values}} are the company's details from the settings.
 */
const info = {
  labels: {
    about: 'About Us',
    team: 'Our Team',
    support: 'Support',
    privacy: 'Privacy Policy',
    terms: 'Terms & conditions',
    refunds: 'Cancellation & Refund policy',
  },
  fallbackCompany: 'Our company',
  fallbackAddress: 'Indore, Madhya Pradesh',
  loading: 'Loading page',
  navLabel: 'Company and policies',
  moreInformation: 'More information',
  needHelp: 'Need help?',
  answerHours: 'We answer every day, 8 AM to 8 PM.',
  phone: 'Phone:',
  email: 'Email:',
  updated: 'Last updated: {{date}}',
  contactLine: '{{company}}, {{address}}.',
  about: {
    eyebrow: 'Company',
    title: 'About Us',
    intro: '{{company}} is an Indore-based cleaning company for homes, offices and shops across the city.',
    whoHeading: 'Who we are',
    who: 'We started with a simple idea: cleaning should be dependable, safe and fairly priced. Today our trained teams clean homes, offices, shops, kitchens, sofas, bathrooms and water tanks across Indore, Madhya Pradesh.',
    whatHeading: 'What we do',
    howHeading: 'How we work',
    how: [
      'Every professional is ID-verified, background-checked and trained before the first visit.',
      'Our teams bring their own equipment and skin-safe, eco-friendly supplies.',
      'You see a fixed price in rupees before you book.',
      'Hourly slots from 8 AM to 6 PM, seven days a week.',
      'Pay online by UPI or QR code, or pay after the service.',
    ],
    visitHeading: 'Visit or call us',
  },
  team: {
    eyebrow: 'Company',
    title: 'Our Team',
    intro: 'The people behind every spotless home and office {{company}} cleans.',
    cleanersHeading: 'Cleaning professionals',
    cleaners:
      'Every cleaner is ID-verified and background-checked before joining, then trained by our senior staff on homes, offices, kitchens, upholstery and water tanks. They work in uniform, carry a company ID card and follow a written checklist on every visit.',
    supervisorsHeading: 'Supervisors and quality checks',
    supervisors:
      'Each team reports to a supervisor who plans the work, checks it against the checklist and takes your feedback. If something was missed, the supervisor sends the team back.',
    supportHeading: 'Customer support',
    support:
      'Our support team confirms bookings, assigns cleaners and is the one number to call when anything is not right. Reach them through the <support>Support</support> page.',
    workHeading: 'Work with us',
    work: 'We are always looking for hard-working people in Indore: fair wages, paid training and a weekly off.',
    workWrite: 'Write to <email>{{email}}</email> with your name and phone number.',
  },
  support: {
    eyebrow: 'Help',
    title: 'Support',
    intro: 'Questions about a booking, a payment or a service? We are here to help.',
    contactHeading: 'Contact support',
    hours: 'Hours: Every day, 8:00 AM to 8:00 PM (IST)',
    form: 'Or write to us with the <form>contact form</form>; we reply within one working day.',
    manageHeading: 'Manage a booking',
    manage:
      'Log in and open <bookings>My Bookings</bookings> to see the status of a booking and the cleaner assigned to it. You can cancel or reschedule up to 2 hours before your slot; our team contacts you 1 day before the service.',
    paymentsHeading: 'Payments and refunds',
    payments:
      'Pay online by UPI or QR code, or pay after the service. If a payment failed but money was deducted, it is refunded within 5-7 business days; write to us with the payment ID. See the <refunds>Cancellation & Refund policy</refunds>.',
    beforeHeading: 'Before your cleaner arrives',
    before: [
      'Keep water and electricity available for the team.',
      'Put away cash, jewellery and other valuables.',
      'Tell us about pets or any surface that needs special care in the booking instructions.',
    ],
  },
  privacy: {
    eyebrow: 'Policies',
    title: 'Privacy Policy',
    intro:
      'How {{company}} collects, uses and protects your personal data, in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.',
    collectHeading: 'What we collect',
    collect: [
      'Account details: your name, email address, mobile number and password (stored only as a secure hash).',
      'Booking details: service addresses, area, preferred date and time, and any instructions you give.',
      'Payment references: order and payment IDs from our payment gateway. We never see or store card, UPI PIN or bank details.',
      'Messages you send us through the contact, quote and newsletter forms.',
      'Locations, only with consent: the exact point of an address when you choose "Use my current location"; and our cleaners\' positions while they are on the way to you (deleted when the visit starts) and at the start and end of a visit.',
    ],
    useHeading: 'How we use it',
    use: 'To create and manage your bookings, assign a cleaner, contact you about your visit, take payments and refunds, answer your messages and, if you subscribe, send our newsletter. We do not sell your data or use it for third-party advertising.',
    shareHeading: 'Who we share it with',
    share: [
      'The cleaner assigned to your booking sees your name, phone number, address and instructions.',
      'Our payment gateway (Razorpay) processes online payments under its own privacy policy.',
      'Our email provider delivers booking emails. Authorities, only when the law requires it.',
      "The live map of your cleaner on the way loads its map pictures from OpenStreetMap, which sees your device's IP address and the area the map shows.",
    ],
    storageHeading: 'Storage and security',
    storage:
      'Your data is stored on secured servers and kept only as long as your account is active or the law requires (for example, invoices for tax purposes). Your browser keeps a login token and your saved addresses so the site works smoothly; logging out removes the token.',
    rightsHeading: 'Your rights',
    rights:
      'You can see and correct your details on your <profile>profile</profile>, download a copy of your data and delete your account there (Settings), and unsubscribe from the newsletter at any time. Deleting the account cancels upcoming bookings (refunding paid ones) and erases your personal data; past bookings and invoices are kept without your name as tax law requires. For anything else, write to us: we respond within 30 days.',
    grievanceHeading: 'Grievance contact',
    grievanceForm:
      'Or use our <form>grievance form</form>: you get a reference number at once, and our Grievance Officer answers within 90 days.',
  },
  terms: {
    eyebrow: 'Policies',
    title: 'Terms & Conditions',
    intro: 'These terms apply when you use this website or book a service with {{company}}.',
    bookingsHeading: 'Bookings',
    bookings:
      'Choose a service, package and an hourly slot between 8 AM and 6 PM (IST). Please give a correct address, area and phone number; we confirm the booking, assign a trained cleaner and contact you 1 day before the visit.',
    pricesHeading: 'Prices and payment',
    prices:
      'Prices are in Indian rupees. Packages are priced by area, by item or per visit as shown on each service page. If the area or number of items on site differs from your booking, the team tells you the revised price before starting, and you may cancel without charge. Pay online by UPI or QR code, or after the service.',
    cancelHeading: 'Cancellation and rescheduling',
    cancel:
      'You can cancel or reschedule up to 2 hours before your slot. Refunds follow our <refunds>Cancellation & Refund policy</refunds>.',
    yourPartHeading: 'Your part',
    yourPart: [
      'Give the team access to the premises and provide water and electricity.',
      'Keep valuables, cash and fragile items secured.',
      'Tell us about surfaces or items that need special care.',
    ],
    ourPartHeading: 'Our part',
    ourPart:
      'We clean with care and trained staff. Report any damage or missed work within 24 hours and we will put it right. Our liability for a claim is limited to the amount paid for that booking, except where the law does not allow such a limit. For safety, our team does not do electrical work or work at unsafe heights.',
    lawHeading: 'Law and disputes',
    law: 'These terms are governed by the laws of India. Courts at Indore, Madhya Pradesh have jurisdiction.',
    contactHeading: 'Contact',
  },
  refunds: {
    eyebrow: 'Policies',
    title: 'Cancellation & Refund Policy',
    intro: 'When you can cancel or reschedule a booking, and how and when your money comes back.',
    cancelHeading: 'Cancelling a booking',
    cancel:
      'You can cancel a pending or assigned booking yourself from <bookings>My Bookings</bookings> or your profile up to 2 hours before the scheduled slot. Within 2 hours of the slot, please call us. A recurring booking can be cancelled one visit at a time, or as a whole series.',
    rescheduleHeading: 'Rescheduling',
    reschedule: 'Move a booking to any free slot, free of charge, up to 2 hours before the scheduled slot.',
    onlineHeading: 'Refunds for online payments',
    online:
      'If you paid online and cancel in time, or if we cancel, we refund the full amount to the original payment method (the same UPI account, card or bank). Refunds are started at once and reach you in 5-7 business days, depending on your bank. If a payment failed but money was deducted, it is refunded the same way.',
    afterHeading: 'Pay after service',
    after: 'Nothing is charged before the service, so there is nothing to refund when you cancel.',
    unhappyHeading: 'Not happy with the cleaning?',
    unhappy:
      'Tell us within 24 hours. We send the team back to re-clean what was missed at no cost; if we cannot put it right, we refund the amount for the part that was not done.',
    contactHeading: 'Contact',
  },
};

export default info;
