// What the shopper reads when the cart service refuses something (docs/spec/commerce-core.md §8):
// CART_NOT_FOUND and CART_CLOSED show noCartFound; the other codes their own translations; the
// worker's limits on abuse (429, decision 048) say to wait a minute.
import { ApiError } from '../../contract/api-error';
import { MAX_LINE_QUANTITY } from '../../markets/cart';

type T = (key: string, vars?: Record<string, string | number>) => string;

export function cartErrorMessage(error: unknown, t: T, product?: string): string {
  const code = error instanceof ApiError ? error.code : (error as { code?: string } | null)?.code;
  switch (code) {
    case 'CART_NOT_FOUND':
    case 'CART_CLOSED':
    case 'UNAUTHORIZED':
      return t('noCartFound');
    case 'OUT_OF_STOCK':
      return t('outOfStock');
    case 'quantity_request_upper_limit_error':
      return t('quantityLimit', { max: MAX_LINE_QUANTITY });
    case 'warehouse_error':
      return t('error_warehouse');
    case 'DISCOUNT_CODE_NOT_FOUND':
      return t('discountCodeInvalid');
    case 'too_many_attempts':
      return t('tooManyAttempts');
    case 'rate_limited':
      return t('tooManyRequests');
    default:
      return product ? `${product}: ${t('anErrorOcurred')}` : t('anErrorOcurred');
  }
}
