/**
 * A UPI deep link (NPCI's upi://pay): any UPI app opens it, or scans it as a QR code, with the payee and
 * amount filled in. The sandbox checkout and the cleaner's "UPI to the company" QR both use it.
 */
export function upiPaymentLink(p: {
  vpa: string;
  payee: string;
  amountPaise: number;
  /** Transaction reference (tr): the order id, or the booking reference. */
  transactionRef: string;
  note: string;
}): string {
  const rupees = (p.amountPaise / 100).toFixed(2);
  return (
    `upi://pay?pa=${encodeURIComponent(p.vpa)}&pn=${encodeURIComponent(p.payee)}` +
    `&am=${rupees}&cu=INR&tr=${encodeURIComponent(p.transactionRef)}&tn=${encodeURIComponent(p.note)}`
  );
}
