/**
 * Whether this browser is on a phone: a phone-sized screen or a phone's user agent. A UPI payment made on
 * the phone being held opens a UPI app (the intent flow); a QR code is for paying from another device.
 */
export const isPhone = (): boolean =>
  window.matchMedia?.('(max-width: 767px)').matches === true || /Android|iPhone/i.test(navigator.userAgent);
