/** Every text the product fixes (validation, errors and toasts). Word for word: tests assert them. */

export const validation = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  emailInvalidLong: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin6: 'Password must be at least 6 characters',
  passwordMin8: 'Password must be at least 8 characters',
  passwordComplexity: 'Password must contain an uppercase letter, a lowercase letter and a number',
  nameMin2: 'Name must be at least 2 characters',
  nameRequired: 'Name is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  phoneRequired: 'Phone number is required',
  mobileInvalid: 'Please enter a valid 10-digit mobile number',
  /** A landline is a valid number that our texts can never reach. */
  mobileNotLandline:
    'This looks like a landline. Texts need a mobile number: please enter a 10-digit mobile number',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  fixErrorsBelow: 'Please fix the errors below',
  allPasswordFields: 'Please fill in all password fields',
  newPasswordsDoNotMatch: 'New passwords do not match',
  addressRequiredFields: 'Please fill all required fields',
  pincodeInvalid: 'Please enter a valid 6-digit pincode',
  pincodePlaceholder: '6-digit pincode',
  selectService: 'Please select a service',
  selectPackage: 'Please select a package',
  addressLine1Required: 'Address line 1 is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  pincodeRequired: 'Pincode is required',
  pincodeSixDigits: 'Pincode must be 6 digits',
  areaRequired: 'Area in sq.ft is required',
  dateRequired: 'Service date is required',
  timeRequired: 'Service time is required',
  areaPositive: 'Area must be a positive number',
  dateInPast: 'Service date cannot be in the past',
  couponEmpty: 'Please enter a coupon code',
  couponNeedsPrice: 'Please select service and enter area first',
  couponApplyFirst: 'Please apply your coupon code first, or remove it to continue without a discount.',
  agreeToTerms: 'Please agree to the terms and conditions before proceeding.',
  authRequiredBooking: 'Authentication required. Please log in again.',
  noTokenBooking: 'No authentication token found. Please log in again.',
} as const;

export const success = {
  login: 'Login successful!',
  signup: 'Account created successfully!',
  profileUpdated: 'Profile updated successfully!',
  passwordChanged: 'Password changed successfully!',
  bookingCancelled: 'Booking cancelled successfully!',
  addressSaved: 'Address saved successfully!',
  addressDeleted: 'Address deleted successfully!',
  /** An address's point (the phone's location) was saved or removed. */
  locationSaved: 'Location saved',
  locationRemoved: 'Location removed',
  loggedOut: 'Logged out successfully!',
} as const;

/** Messages the server sends; the client maps some of them again to its own words. */
export const serverMessages = {
  noPrice: 'This package cannot be booked online. Please choose another or ask us for a quote.',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  forgotPasswordSent: 'If an account exists for that email, a new temporary password has been sent to it.',
  tokenRevoked: 'Your session has expired. Please log in again.',
  authRequired: 'Authentication required. Please log in again.',
  forbidden: "You don't have permission to perform this action.",
  notFound: 'The requested resource was not found.',
  routeNotFound: 'This address does not exist on our API.',
  tooManyRequests: "You've made too many requests. Please wait a few minutes and try again.",
  serverError: "We're experiencing technical difficulties. Please try again in a few minutes.",
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  currentPasswordWrong: 'Current password is incorrect',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  serviceNotFound: 'Service not found',
  packageNotFound: 'Package not found',
  serviceSavedAsDraft: 'Service saved as an inactive draft: add a package to activate it.',
  serviceNeedsPackage: 'This service has no active package: add one before activating it.',
  packagePriceRequired: 'Give this package a price, or the service a basePrice.',
  addressNotFound: 'Address not found',
  validationFailed: 'Some information is missing or incorrect. Please check and try again.',
  passwordTooCommon: 'This password is one of the most common and easy to guess. Please choose another.',
  passwordChangeRequired: 'Please choose a new password before you continue.',
  currentPasswordForEmail: 'Enter your current password to change your email',
  emailChangePending: 'Check your new inbox: we sent a link to confirm your new email address.',
  emailChangeLinkInvalid: 'This email change link is invalid or has expired.',
  emailChanged: 'Your email address has been changed. Use it to log in from now on.',
  emailChangeUndone:
    'Your email address has been restored and every session has been signed out. We recommend you choose a new password now.',
  emailChangeUndoFailed: 'We could not restore your old email address. Please contact us.',
} as const;

/** A site booking waits for its payment choice (docs/product-rules.md#booked-means-confirmed). */
export const bookingHold = {
  tooManyUnpaid:
    'You already have bookings waiting for payment. Pay for one, choose pay after service, or let it lapse before booking again.',
} as const;

export const dispatchMessages = {
  /** PATCH /api/bookings/:id/assign {cleanerId} on a crew job when too few others are free. */
  noCrewAround: (lead: string, crewSize: number, othersFree: number) =>
    `This job needs ${crewSize} cleaners, and ${
      othersFree === 0
        ? 'no other cleaner is'
        : `only ${othersFree} other cleaner${othersFree === 1 ? ' is' : 's are'}`
    } free to work with ${lead} at that time. Choose another lead or another time.`,
} as const;

export const coupons = {
  invalid: 'This coupon code is not valid. Please check and try again.',
  expired: 'This coupon has expired. Please try a different one.',
  alreadyUsed: 'You have already used this coupon. First-time coupons can only be used once.',
  minimum: 'Your order amount is too low for this coupon. Please add more items.',
  limit: 'This coupon has reached its usage limit. Please try a different code.',
  fallback: 'This coupon cannot be used right now',
  /** The real reasons: how much more, until when, and 'first-time' only where it is. */
  belowMinimum: (code: string, shortBy: string, minimum: string) =>
    `Add ${shortBy} more to use ${code} (minimum ${minimum})`,
  expiredOn: (code: string, day: string) => `${code} expired on ${day}. Please try a different coupon.`,
  usedOnce: (code: string) => `You have already used ${code}. Each account can use it once.`,
  firstBookingOnly: (code: string) => `${code} is for your first booking only.`,
  network: "We couldn't connect to our server. Please check your internet connection and try again.",
} as const;

/** The quote's sender has no account: what the admin does next (the quote has a phone number, no email). */
export function quoteNeedsAccount(name: string, phone: string): string {
  return (
    `No customer account has the phone number ${phone}. Ask ${name || 'the customer'} to sign up with this ` +
    'number (or add it to their profile), then create the booking here.'
  );
}

/** Below a package's least area (src/shared/domain/pricing.ts minimumArea). */
export function belowMinimumArea(minArea: number): string {
  return `This service is booked for at least ${minArea} sq.ft.`;
}

export function packageTooSmall(maxArea: number): string {
  return `This package covers up to ${maxArea} sq.ft. Please choose a larger package.`;
}

/** Messages of the shared input rules, kept plain. */
export const inputTexts = {
  controlCharacters: 'Must not contain control characters or broken characters',
  mustBeText: 'Must be text',
} as const;
