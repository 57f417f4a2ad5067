// Number of items in the cart for the header badge, or 'unavailable' when the cart could not be
// loaded (never 0 then: the cart is unknown, not empty). The header is on every page, so this is
// also where the cart's startup fetch is started.
import { useCartStartup, useCartView } from '../cart/use-cart';

export type CartCount = number | 'unavailable';

export function useCartCount(): CartCount {
  useCartStartup();
  const { cart, unavailable } = useCartView();
  return unavailable ? 'unavailable' : (cart?.itemsCount ?? 0);
}
