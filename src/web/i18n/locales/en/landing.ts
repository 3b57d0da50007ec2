/** The landing page (/ and /services): every word that is not a price (prices come from the API). */
const landing = {
  title: 'Cleaning Services in Indore',
  description:
    'Home, office, kitchen, sofa, bathroom, shop and water tank cleaning in Indore by trained professionals. Book a slot online, pay by UPI or after the service.',
  hero: {
    eyebrow: 'Cleaning services in Indore',
    heading: 'High-Quality and Friendly Services at <highlight>Fair Prices</highlight>',
    intro:
      'Homes, offices, kitchens, sofas, bathrooms, shops and water tanks, cleaned by trained professionals. Book a slot in minutes and pay online or after the service.',
    getQuote: 'Get a quote',
    bookNow: 'Book Now',
    promises: ['Verified professionals', 'Fixed prices in rupees', 'Pay after service'],
    /** With a GSTIN configured (prices then include GST). */
    promises_gst: ['Verified professionals', 'GST-inclusive prices', 'Pay after service'],
    imageAlt: 'Illustration of a freshly cleaned home with a mop, bucket and spray bottle',
  },
  claims: {
    heading: 'Our promise',
    /** The banner claims, in the order of their icons. */
    items: [
      { title: 'Vetted professionals', text: 'ID-verified, trained and supervised.' },
      { title: 'Next day availability', text: 'Book today, we clean tomorrow.' },
      { title: 'Standard cleaning tasks', text: 'A clear checklist for every visit.' },
      { title: 'Affordable prices', text: 'Fixed prices in ₹, no hidden charges.' },
      { title: 'Best quality', text: 'Proven methods and safe supplies.' },
      { title: 'Satisfaction guaranteed', text: 'Not happy? We come back and fix it.' },
    ],
  },
  grid: {
    eyebrow: 'Book in a minute',
    heading: 'What would you like cleaned?',
    text: 'Pick a service to choose a package and a time slot.',
  },
  carousel: {
    eyebrow: 'Our services',
    heading: 'We Always Provide The Best Service',
    text: 'Seven services, one standard: careful work by trained people, at a price you know upfront.',
    play: 'Play carousel',
    pause: 'Pause carousel',
    listLabel: 'Our services',
    imageAlt: 'Illustration: {{name}}',
    viewService: 'View Service',
    viewServiceLabel: 'View Service: {{name}}',
  },
  homeBand: {
    eyebrow: 'Home Cleaning',
    heading: 'Spotless homes, from 1 BHK to 3 BHK',
    text: 'Standard or deep cleaning for every room, the kitchen and the bathrooms, by a trained team that brings its own equipment.',
    viewService: 'View Service',
    knowMore: 'Know More',
    imageAlt: 'Illustration of a clean house with a broom and bucket',
  },
  why: {
    eyebrow: 'Why Choose Us',
    headingTop: 'A Cleaner Home',
    headingBottom: 'A happier You',
    text: 'A clean space is calmer, healthier and easier to live and work in. We take the effort off your hands and do it properly, every time.',
    points: [
      {
        title: 'Trained, background-checked cleaners',
        text: 'Every professional is ID-verified and trained on homes, offices and commercial spaces before the first visit.',
      },
      {
        title: 'Transparent, upfront prices',
        text: 'You see the price before you book. No hidden charges.',
      },
      {
        title: 'Our own equipment and safe supplies',
        text: 'We bring vacuums, scrubbers and skin-safe, eco-friendly cleaning products.',
      },
      {
        title: 'Pay the way you like',
        text: 'Pay online by UPI or QR, or pay after the service is complete.',
      },
    ],
  },
  plan: {
    eyebrow: 'Our Pricing',
    heading: 'Simple plans, honest prices',
    text: 'Prices in rupees. The final amount is confirmed when you book.',
    text_gst: 'Prices in rupees with GST included. The final amount is confirmed when you book.',
    loading: 'Loading prices',
    error: 'We couldn’t load our prices right now.',
    tryAgain: 'Try again',
    startingAt: 'Starting at',
    bookNow: 'Book Now',
    bookNowLabel: 'Book Now: {{name}}',
    details: 'Details',
    detailsLabel: 'Details of {{name}}',
    allPrices: 'Every package and price →',
  },
  team: {
    eyebrow: 'Our expert team',
    heading: 'Professionals you can let into your home',
    text: 'Every cleaner is ID-verified, trained on our checklists and backed by a supervisor.',
    /** Three static cards of one design. */
    notes: [
      {
        name: 'Anjali Mehta',
        title: 'Saket Nagar',
        text: 'Two trained cleaners, a supervisor’s checklist and not a corner missed. You can tell they are professionals.',
      },
      {
        name: 'Suresh Patidar',
        title: 'Rau',
        text: 'The same experienced team every month. They know our home and treat it with care.',
      },
      {
        name: 'Farah Khan',
        title: 'Bhawarkuan',
        text: 'Courteous, verified staff who explain what they will clean before they start. Exactly what we wanted.',
      },
    ],
  },
  testimonials: {
    eyebrow: 'Testimonials',
    heading: 'What our customers say',
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    rated: 'Rated 5 out of 5',
    /** The testimonials: three entries (name, title, text). */
    items: [
      {
        name: 'Priya Sharma',
        title: 'Homeowner, Vijay Nagar',
        text: 'They deep cleaned our 2 BHK before Diwali. The team came on time, brought their own equipment, and the kitchen tiles look new again.',
      },
      {
        name: 'Rakesh Jain',
        title: 'Clinic owner, Palasia',
        text: 'We book office cleaning every week. The staff are polite and thorough, and the per sq.ft price is clear before we book.',
      },
      {
        name: 'Neha Verma',
        title: 'Resident, Nipania',
        text: 'Our overhead tank had not been cleaned in years. They drained, scrubbed and disinfected it in one visit, and I paid after the work was done.',
      },
    ],
  },
  contact: {
    eyebrow: 'Contact Us',
    heading: 'We’d love to hear from you',
    findUs: 'Find us',
    findUsText: 'Call, write or visit us. We answer every day, 8 AM to 8 PM.',
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    serves:
      'We serve homes, offices and shops across Indore, from Vijay Nagar and Palasia to Rau and Nipania.',
    keepInTouch: 'Keep In Touch',
    keepInTouchText: 'Questions about a service or a booking? Send us a message.',
  },
  contactForm: {
    name: 'Name',
    email: 'Email',
    message: 'Message',
    send: 'Send Message',
    sending: 'Sending...',
    sent: 'Thank you for writing to us. We will get back to you within one working day.',
  },
  quote: {
    title: 'Get a quote',
    description: 'Tell us what you need cleaned and we will call you back with a price.',
    formLabel: 'Quote request',
    service: 'Service',
    chooseService: 'Choose a service',
    area: 'Area (sq.ft)',
    optional: 'Optional',
    name: 'Name',
    phone: 'Phone',
    phonePlaceholder: '10-digit mobile number',
    message: 'Message',
    cancel: 'Cancel',
    close: 'Close',
    submit: 'Request a quote',
    sending: 'Sending...',
    sent: 'Thank you! Our team will call you with a quote shortly.',
  },
};

export default landing;
