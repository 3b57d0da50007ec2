/** Every URL of the web app in one place (the site's routes plus our added pages). */
export const paths = {
  home: '/',
  services: '/services',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /**
   * An email change's links: to the new address, and the undo to the old one
   * (docs/product-rules.md#accounts-and-security).
   */
  emailConfirm: '/email/confirm',
  emailUndo: '/email/undo',
  /** The newsletter's links: confirm a sign-up, leave the list. */
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  profile: '/profile',
  myBookings: '/my-bookings',
  bookingTracker: '/booking-tracker',
  /** A recurring plan's page: its visits, skip, pause, resume, cancel. */
  plan: '/my-bookings/plan/:seriesId',
  booking: '/booking',
  payment: '/payment',
  bookingDocuments: '/booking-documents',
  tipReceipt: '/tip-receipt',
  /** Buy a gift voucher for someone (decision 046). */
  gift: '/gift',
  /** Our short links in SMS: the page asks the server where `/r/{code}` goes (its owner only). */
  shortLink: '/r/:code',
  bookingConfirmed: '/booking-confirmed',
  bookingConfirmedAlt: '/booking-Confirmed',
  bookingSchedule: '/booking-schedule',
  reviewBooking: '/review-booking',
  cleaningServices: '/cleaning-services',
  adminDashboard: '/adminDashboard',
  cleanerDashboard: '/cleanerDashboard',
  about: '/about',
  team: '/team',
  support: '/support',
  privacy: '/privacy-policy',
  grievance: '/grievance',
  /** A cleaner's application (issue 38 part 3). */
  workWithUs: '/work-with-us',
  terms: '/terms',
  refunds: '/cancellation-refund-policy',
  officeCleaning: '/office-cleaning',
  bathroomCleaning: '/Bathroom',
  homeCleaning: '/home-cleaning',
  kitchenCleaning: '/kitchen-cleaning',
  sofaCleaning: '/sofa-cleaning',
  shopCleaning: '/shop-cleaning',
  waterTankCleaning: '/water-tank-cleaning',
} as const;

export const bookingDocumentsPath = (bookingId: string) =>
  `/booking-documents?bookingId=${encodeURIComponent(bookingId)}`;
export const planPath = (seriesId: string) => `/my-bookings/plan/${encodeURIComponent(seriesId)}`;
export const tipReceiptPath = (bookingId: string) =>
  `/tip-receipt?bookingId=${encodeURIComponent(bookingId)}`;

/** /booking with a service (and, from a package card's Book, its package by name) preselected. */
export const bookingPath = (serviceId: string, packageName?: string) =>
  `${paths.booking}?service=${encodeURIComponent(serviceId)}${
    packageName ? `&package=${encodeURIComponent(packageName)}` : ''
  }`;

/** The service route entries: the slug (serviceId) and the page of each service. */
export const serviceRoutes = [
  { name: 'Office Cleaning', path: paths.officeCleaning, serviceId: 'office-cleaning' },
  { name: 'Home Cleaning', path: paths.homeCleaning, serviceId: 'home-cleaning' },
  { name: 'Sofa Cleaning', path: paths.sofaCleaning, serviceId: 'sofa-cleaning' },
  { name: 'Kitchen Cleaning', path: paths.kitchenCleaning, serviceId: 'kitchen-cleaning' },
  { name: 'Water Tank Cleaning', path: paths.waterTankCleaning, serviceId: 'water-tank-cleaning' },
  { name: 'Bathroom Cleaning', path: paths.bathroomCleaning, serviceId: 'bathroom-cleaning' },
  { name: 'Shop Cleaning', path: paths.shopCleaning, serviceId: 'shop-cleaning' },
] as const;

/** The landing page with its 'Get a quote' form open. */
export const quoteRequestPath = '/?quote=1';
