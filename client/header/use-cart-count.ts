// Number of items in the cart for the header badge. The cart module fills this in; until then
// the header shows no badge.
export function useCartCount(): number {
  return 0;
}
