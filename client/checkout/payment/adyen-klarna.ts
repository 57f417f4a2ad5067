// Adyen's Klarna component (redirect flow, no widget) as its own chunk.
export { Klarna } from '@adyen/adyen-web';
