// Adyen's PayPal component (PayPal's script) as its own chunk.
export { PayPal } from '@adyen/adyen-web';
