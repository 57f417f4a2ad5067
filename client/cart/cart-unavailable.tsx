// What the basket and the checkout show when the cart could not be loaded (the cart store's
// `unavailable`): the shop's temporarily-unavailable texts and a retry, never "your cart is
// empty": the shopper's cart and its token are still there.
import { useT } from '../i18n';
import { cartStore } from './cart-store';
import { useCartScope } from './use-cart';

export function CartUnavailable() {
  const t = useT();
  const scope = useCartScope();
  return (
    <div className="basket-unavailable" role="alert" data-testid="cart-unavailable">
      <h2>{t('temporarilyUnavailable')}</h2>
      <p>{t('temporarilyUnavailableDescription')}</p>
      <button type="button" className="basket-button" onClick={() => void cartStore.retry(scope)}>
        {t('retry')}
      </button>
    </div>
  );
}
