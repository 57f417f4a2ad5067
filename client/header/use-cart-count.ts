// Number of items in the cart for the header badge. The header is on every page, so this is
// also where the cart's startup fetch is started.
import { useCartStartup, useCartView } from '../cart/use-cart';

export function useCartCount(): number {
  useCartStartup();
  return useCartView().cart?.itemsCount ?? 0;
}
