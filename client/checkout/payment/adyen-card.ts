// Adyen's Card component (secured fields from Adyen's servers) as its own chunk.
export { Card } from '@adyen/adyen-web';
