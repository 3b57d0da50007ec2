// The components payment offers other features (eslint boundaries/feature-seams allows this file): a
// booking's payment state and links, and the card of a booking waiting for its payment choice.
export { PaymentBadge, PayNowLink, ReceiptLink } from './components/payment-state';
export { AwaitingPayment, holdDeadline, isAwaitingPayment } from './components/awaiting-payment';
