// Other features use this feature only through api/ (eslint boundaries/feature-seams).
export { PaymentBadge, PayNowLink, ReceiptLink } from '../components/payment-state';
export { AwaitingPayment, holdDeadline, isAwaitingPayment } from '../components/awaiting-payment';
export { findAwaitingPayment } from './payment-api';
