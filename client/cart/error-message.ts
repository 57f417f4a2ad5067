// What the shopper reads when the cart service refuses something (commerce-core 8):
// CART_NOT_FOUND and CART_CLOSED show noCartFound; the other codes their own translations.
import { translateOr } from '../header/translate-or';
import { ApiError } from '../queries/api';
import { MAX_QUANTITY } from './cart-store';

type T = (key: string, vars?: Record<string, string | number>) => string;

const or = translateOr;

export function cartErrorMessage(error: unknown, t: T, product?: string): string {
  const code = error instanceof ApiError ? error.code : (error as { code?: string } | null)?.code;
  switch (code) {
    case 'CART_NOT_FOUND':
    case 'CART_CLOSED':
    case 'UNAUTHORIZED':
      return or(t, 'noCartFound', 'Your cart has expired. Please add your socks again.');
    case 'OUT_OF_STOCK':
      return or(t, 'outOfStock', 'Sold out');
    case 'quantity_request_upper_limit_error':
      return or(t, 'quantityLimit', `You can order up to ${MAX_QUANTITY} of this item`, { max: MAX_QUANTITY });
    case 'warehouse_error':
      return or(t, 'error_warehouse', 'We can’t ship this order to the selected country.');
    case 'DISCOUNT_CODE_NOT_FOUND':
      return or(t, 'discountCodeInvalid', 'This discount code is not valid');
    default:
      return product ? `${product}: ${or(t, 'anErrorOcurred', 'Something went wrong')}` : or(t, 'anErrorOcurred', 'Something went wrong');
  }
}
