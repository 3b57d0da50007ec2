// Other features use this feature only through api/ (eslint boundaries/feature-seams).
export { PaymentBadge, PayNowLink, ReceiptLink } from '../components/payment-state';
