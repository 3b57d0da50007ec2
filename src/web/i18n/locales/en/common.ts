/** The site's frame on every page (header, menu, footer), price units and the language switch. */
const common = {
  skipToContent: 'Skip to content',
  brand: 'Chamak',
  homeLink: '{{company}} home',
  nav: {
    main: 'Main',
    services: 'Services',
    whyChooseUs: 'Why Choose Us',
    pricing: 'Our Pricing',
    testimonials: 'Testimonials',
    contact: 'Contact Us',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    menuDescription: 'Site sections and your account',
  },
  account: {
    login: 'Login',
    signUp: 'Sign Up',
    logout: 'Logout',
    client: 'Profile',
    myBookings: 'My Bookings',
    admin: 'Dashboard',
    cleaner: 'My Jobs',
  },
  language: {
    label: 'Language',
  },
  footer: {
    company: 'Company',
    knowMore: 'Know More',
    aboutUs: 'About Us',
    services: 'Services',
    ourTeam: 'Our Team',
    workWithUs: 'Work with us',
    support: 'Support',
    privacy: 'Privacy Policy',
    terms: 'Terms & conditions',
    refunds: 'Cancellation & Refund',
    newsletter: 'Newsletter',
    newsletterText: 'Cleaning tips and offers, once a month.',
    checkEmail: 'Almost there: open the email we sent you and confirm your subscription.',
    emailLabel: 'Email address',
    send: 'Send',
    invalidEmail: 'Please enter a valid email address',
    copyright: '© {{year}} {{company}}',
  },
  /** The calendar date field (components/date-field). */
  dateField: { placeholder: 'Choose a date', clear: 'Clear', clearLabel: 'Clear {{label}}' },
  units: {
    perSqft: '/sq.ft',
    per: 'per {{unit}}',
    sqft: '{{area}} sq.ft',
    range: '{{from}}–{{to}} sq.ft',
    upTo: 'Up to {{area}} sq.ft',
    from: 'From {{area}} sq.ft',
    extra: '+{{price}} per sq.ft',
    extraBeyond: '+{{price}} per sq.ft beyond {{area}} sq.ft',
    addon: '{{name}} – {{price}}',
    /** A count of the catalogue's units; i18next picks _one or _other by the language's plural rules. */
    counted: {
      tank_one: '{{count}} tank',
      tank_other: '{{count}} tanks',
      bathroom_one: '{{count}} bathroom',
      bathroom_other: '{{count}} bathrooms',
      sofa_one: '{{count}} sofa/mattress',
      sofa_other: '{{count}} sofas/mattresses',
    },
  },
  /** Durations as the API writes them ('About 2 hrs 30 mins'), re-worded in another language. */
  duration: {
    hours_one: '{{count}} hr',
    hours_other: '{{count}} hrs',
    minutes: '{{count}} mins',
    about: 'About {{time}}',
    per100: '{{time}} per 100 sq.ft',
  },
  /** Our short links in SMS (/r/{code}): the receipt, the booking, or a job's address and map. */
  shortLink: {
    opening: 'Opening your link…',
    notYours: 'This link does not exist or belongs to another account.',
    jobTitle: 'Job address',
    when: '{{service}} on {{date}} at {{time}}',
    openMap: 'Open in Maps',
    toJobs: 'My jobs',
  },
  /** The city picker: asked once, remembered; prices and slots follow the chosen city. */
  city: {
    ask: 'Which city are you in?',
    why: 'Prices and free times differ by city.',
    label: 'City',
    change: 'Change city',
  },
};

export default common;
