// Other features use this feature only through api/ (eslint boundaries/feature-seams).
export { useOnlinePayment } from '../hooks/use-online-payment';
export { paymentAlert } from '../model/payment-messages';
