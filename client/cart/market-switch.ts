// The cart's part of an in-place market switch (docs/spec/storefront-shell.md §4): the cart moves to the new
// country and language of the same warehouse, without its shipping method, and is repriced.
import { getMarket, type CountryCode } from '../../markets';
import { cartStore } from './cart-store';

export function switchCartCountry(country: CountryCode): Promise<void> {
  const scope = cartStore.currentScope();
  if (!scope) return Promise.resolve();
  const market = getMarket(country);
  return cartStore.changeCountry({ ...scope, country, language: market.language, region: market.warehouse.region }).catch(() => undefined);
}
