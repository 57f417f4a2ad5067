// The basket (checkout step 1, docs/spec/commerce-core.md §2-4): lines with quantity control and stock status,
// the free-shipping bar, shipping methods (the first is chosen when none is), the discount code
// and the totals in the market's currency. A checkout step's server render shows the cart
// cookie's cart (decision 072; never cached), and every control is a form posting to
// /forms/cart/* before the page's scripts run, the outcome shown after the 303; once hydrated,
// the same markup works through the cart store.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { formatPrice, priceFromMinor, priceToMinor, type PriceFormatMarket } from '../../markets';
import { StorefrontLink } from '../components/storefront-link';
import { storyOptions } from '../queries/content';
import { useT } from '../i18n';
import { useAppState } from '../state/bootstrap';
import { ProductCard } from '../catalogue/product-card';
import { useEarlyBirdRecords } from '../analytics/use-product-impressions';
import { trackCartChange } from '../analytics/load-tracker';
import { MAX_LINE_QUANTITY } from '../../markets/cart';
import type { CartItem, NormalizedCart } from '../../contract/cart';
import { cartStore, type CartScope } from './cart-store';
import { hasCart } from './cart-token';
import { CartUnavailable } from './cart-unavailable';
import { cartErrorMessage } from './error-message';
import { useCartScope, useCartStartup, useCartView } from './use-cart';
import { SegmentUpsell } from '../segments/segment-upsell';
import { PostForm, useFormOutcome } from '../components/post-form';
import { refusalOf } from '../../markets';
import './cart.css';

type T = ReturnType<typeof useT>;

function useMoney(cart: NormalizedCart) {
  const { market } = useAppState();
  const format: PriceFormatMarket = { locale: market.locale, currency: { code: cart.currency } };
  return (minor: number) => formatPrice(priceFromMinor(minor, cart.currency), format);
}

/** Runs a cart call, keeping its refusal as a translated message for this part of the page. */
function useCartAction() {
  const t = useT();
  const [message, setMessage] = useState('');
  const run = (call: () => Promise<unknown>, product?: string) => {
    setMessage('');
    call().catch((error: unknown) => setMessage(cartErrorMessage(error, t, product)));
  };
  return { message, run };
}

function Line({
  item,
  currency,
  scope,
  money,
  t,
}: {
  item: CartItem;
  currency: string;
  scope: CartScope;
  money: (n: number) => string;
  t: T;
}) {
  const { message, run } = useCartAction();
  const set = (event: MouseEvent, quantity: number) => {
    event.preventDefault();
    run(
      () =>
        cartStore
          .setQuantity(scope, item.sku, quantity)
          .then(() => trackCartChange({ sku: item.sku, name: item.name, price: item.price.final, currency }, item.quantity, quantity)),
      item.name,
    );
  };
  const reduced = item.price.final < item.price.original;
  const stock = { 'in-stock': 'inStock', 'low-stock': 'lowStock', 'no-stock': 'outOfStock' }[item.stockStatus];
  return (
    <li className="basket-line" data-sku={item.sku}>
      <img className="basket-line__image" src={item.image} alt="" width={96} height={96} loading="lazy" />
      <div className="basket-line__main">
        <StorefrontLink to={`/product/${item.parentSku}`} className="basket-line__name">
          {item.name}
        </StorefrontLink>
        <p className="basket-line__size">{item.size.label}</p>
        <p className={`basket-line__stock basket-line__stock--${item.stockStatus}`}>{t(stock)}</p>
      </div>
      <p className="basket-line__price">
        {reduced && <s aria-label={`${t('originalPrice')} ${money(item.price.original)}`}>{money(item.price.original)}</s>}
        <span className="basket-line__final">{money(item.price.final)}</span>
      </p>
      <PostForm action="/forms/cart/line" className="basket-line__quantity">
        <input type="hidden" name="sku" value={item.sku} />
        {/* A form may not be a group (ARIA): the group is inside it. */}
        <div className="basket-line__stepper" role="group" aria-label={`${t('quantity')}: ${item.name}`}>
          <button
            type="submit"
            name="quantity"
            value={item.quantity - 1}
            className="basket-stepper"
            onClick={(event) => set(event, item.quantity - 1)}
            disabled={item.quantity <= 1}
            aria-label={`− 1 ${item.name}`}
          >
            −
          </button>
          <output className="basket-line__count" aria-live="polite" data-testid="line-quantity">
            {item.quantity}
          </output>
          <button
            type="submit"
            name="quantity"
            value={item.quantity + 1}
            className="basket-stepper"
            onClick={(event) => set(event, item.quantity + 1)}
            disabled={item.quantity >= MAX_LINE_QUANTITY || item.stockStatus === 'no-stock'}
            aria-label={`+ 1 ${item.name}`}
          >
            +
          </button>
          <button type="submit" name="quantity" value={0} className="basket-line__remove" onClick={(event) => set(event, 0)}>
            {t('remove')}
            <span className="visually-hidden"> {item.name}</span>
          </button>
        </div>
      </PostForm>
      {message && (
        <p className="basket-message basket-line__message" role="alert">
          {message}
        </p>
      )}
    </li>
  );
}

function FreeShippingBar({ cart, money, t }: { cart: NormalizedCart; money: (n: number) => string; t: T }) {
  const { api, bootstrap } = useAppState();
  const story = useQuery(storyOptions(api, bootstrap.storefront, 'free-shipping-bar'));
  const content = story.data?.content as
    { freeShippingThreshold?: Record<string, unknown>; messageBelow?: string; messageReached?: string } | undefined;
  const raw = Number(content?.freeShippingThreshold?.[cart.countryCode.toLowerCase()]);
  // A threshold that is not a number counts as none (docs/spec/commerce-core.md §5).
  const threshold = Number.isFinite(raw) && raw > 0 ? priceToMinor(raw, cart.currency) : 0;
  if (threshold === 0) return null;
  const spent = cart.priceProducts - cart.priceDiscount;
  const reached = cart.isFreeShippingDiscountCodeApplied || spent >= threshold;
  const text = reached
    ? (content?.messageReached ?? t('freeShippingReached'))
    : (content?.messageBelow ?? t('freeShippingRemaining')).replace('{amount}', money(threshold - spent));
  return (
    <div className="free-shipping-bar" data-reached={reached}>
      <p>{text}</p>
      <progress max={threshold} value={reached ? threshold : Math.max(spent, 0)} aria-label={text} />
    </div>
  );
}

function ShippingMethods({ cart, scope, money, t }: { cart: NormalizedCart; scope: CartScope; money: (n: number) => string; t: T }) {
  const { message, run } = useCartAction();
  const methods = useQuery({
    queryKey: [
      'cart',
      'shipments',
      scope.storefront,
      cart.countryCode,
      cart.cartId,
      cart.priceProducts - cart.priceDiscount,
      cart.discountCode,
    ],
    queryFn: () => scope.api.shippingMethods({ storefront: scope.storefront, country: cart.countryCode, token: undefined }),
    // The server render's list (a checkout step's, decision 072) while the browser's loads.
    placeholderData: useAppState().bootstrap.shopper?.shippingMethods,
    staleTime: 60_000,
  });
  const first = methods.data?.find((m) => m.available);
  // The shopper's choice shows at once; the cart confirms it (or the refusal clears it).
  const [choosing, setChoosing] = useState<string>();
  const selected = choosing ?? cart.shippingMethod?.id;
  const choose = (id: string) => {
    setChoosing(id);
    run(() => cartStore.selectShipping(scope, id).finally(() => setChoosing(undefined)));
  };
  // After listing, a cart without a method gets the first one (docs/spec/commerce-core.md §4).
  const confirmed = cart.shippingMethod?.id;
  useEffect(() => {
    if (first && !confirmed && cart.countryCode === scope.country) cartStore.selectShipping(scope, first.id).catch(() => undefined);
  }, [first, confirmed, cart.countryCode, scope]);
  return (
    <PostForm action="/forms/cart/shipping">
      <fieldset className="shipping-methods" aria-busy={methods.isPending || undefined}>
        <legend>{t('shippingMethod')}</legend>
        {methods.isPending && <p>{t('loading')}</p>}
        {methods.isError && <p role="alert">{t('anErrorOcurred')}</p>}
        {methods.data?.map((m) => {
          const discount = m.id === cart.shippingMethod?.id ? cart.shippingMethod.discountAmount : m.discountAmount;
          const free = m.price - discount <= 0;
          return (
            <label key={m.id} className="shipping-method" data-id={m.id}>
              <input
                type="radio"
                name="shipping-method"
                value={m.id}
                checked={m.id === selected}
                disabled={!m.available}
                onChange={() => choose(m.id)}
              />
              <img src={m.logo} alt="" width={48} height={32} />
              <span className="shipping-method__text">
                <strong>{m.title}</strong>
                <span>{m.description}</span>
                <span className="shipping-method__details">{m.deliveryDetails}</span>
              </span>
              <span className="shipping-method__price">{free ? t('freeShipping') : money(m.price - discount)}</span>
            </label>
          );
        })}
        {message && (
          <p className="basket-message" role="alert">
            {message}
          </p>
        )}
        {/* Choosing a method takes a post without scripts; with them, the choice is the change. */}
        <button type="submit" className="basket-button basket-button--no-script">
          {t('apply')}
        </button>
      </fieldset>
    </PostForm>
  );
}

function DiscountCode({ cart, scope, t }: { cart: NormalizedCart; scope: CartScope; t: T }) {
  const id = useId();
  const [code, setCode] = useState('');
  const { message: called, run } = useCartAction();
  // The post before hydration's refusal (the spec's words for an unknown code), until a call here.
  const refused = refusalOf(useFormOutcome());
  const message =
    called || (refused && ['DISCOUNT_CODE_NOT_FOUND', 'too_many_attempts'].includes(refused) ? cartErrorMessage({ code: refused }, t) : '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (value) run(() => cartStore.applyDiscountCode(scope, value).then(() => setCode('')));
  };
  if (cart.discountCode) {
    return (
      <PostForm action="/forms/cart/discount" className="discount-code">
        <input type="hidden" name="remove" value="1" />
        <p role="status">{t('discountCodeApplied', { code: cart.discountCode })}</p>
        <button
          type="submit"
          className="link-button"
          onClick={(event) => {
            event.preventDefault();
            run(() => cartStore.removeDiscountCode(scope));
          }}
        >
          {t('remove')}
          <span className="visually-hidden"> {cart.discountCode}</span>
        </button>
        {message && <p role="alert">{message}</p>}
      </PostForm>
    );
  }
  return (
    <PostForm action="/forms/cart/discount" className="discount-code" onSubmit={submit}>
      <label htmlFor={id}>{t('discountCode')}</label>
      <div className="discount-code__row">
        <input id={id} name="code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" maxLength={64} />
        <button type="submit" className="basket-button">
          {t('apply')}
        </button>
      </div>
      {message && (
        <p className="basket-message" role="alert">
          {message}
        </p>
      )}
    </PostForm>
  );
}

function Totals({ cart, money, t }: { cart: NormalizedCart; money: (n: number) => string; t: T }) {
  const shipping = !cart.shippingMethod ? '–' : cart.priceShipping === 0 ? t('freeShipping') : money(cart.priceShipping);
  return (
    <dl className="basket-totals">
      <dt>{t('subtotal')}</dt>
      <dd data-total="products">{money(cart.priceProducts)}</dd>
      {cart.priceDiscount > 0 && (
        <>
          <dt>{t('discountCode')}</dt>
          <dd data-total="discount">−{money(cart.priceDiscount)}</dd>
        </>
      )}
      <dt>{t('shipping')}</dt>
      <dd data-total="shipping">{shipping}</dd>
      <dt className="basket-totals__total">{t('total')}</dt>
      <dd className="basket-totals__total" data-total="total">
        {money(cart.priceTotal)}
      </dd>
      {cart.taxPercentage > 0 && (
        <>
          <dt className="basket-totals__tax">{t('taxIncluded', { percentage: cart.taxPercentage })}</dt>
          <dd className="basket-totals__tax" data-total="tax">
            {money(cart.priceTax)}
          </dd>
        </>
      )}
    </dl>
  );
}

/** Where a recommendation list sits: the basket's own, or a segment's upsell (decision 038). */
interface RecommendationsPlace {
  widgetId?: string;
  list: 'basket' | 'basket-upsell';
  /** The heading: the basket's title, or the upsell's description. */
  heading: (id: string) => ReactNode;
}

function BasketRecommendations({ cart, scope, place }: { cart: NormalizedCart; scope: CartScope; place: RecommendationsPlace }) {
  const skus = cart.items.map((i) => i.sku).join(',');
  const id = useId();
  const { widgetId, list } = place;
  const recommendations = useQuery({
    queryKey: ['cart', 'recommendations', scope.storefront, cart.countryCode, skus, widgetId],
    queryFn: () => scope.api.recommendations({ storefront: scope.storefront, country: cart.countryCode, token: undefined }, widgetId),
    enabled: hasCart(scope.region),
    staleTime: 60_000,
  });
  useEarlyBirdRecords(recommendations.data);
  // A basket lives without recommendations: nothing is shown when there are none.
  if (!recommendations.data?.length) return null;
  return (
    <section className={`basket-recommendations basket-recommendations--${list}`} aria-labelledby={id}>
      {place.heading(id)}
      <ul className="basket-recommendations__list">
        {recommendations.data.map((product, i) => (
          <li key={product.sku}>
            <ProductCard product={product} list={list} position={i + 1} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function FilledBasket(props: { cart: NormalizedCart; scope: CartScope; pending: boolean; t: T; action?: ReactNode }) {
  const { cart, scope, pending, t } = props;
  const money = useMoney(cart);
  return (
    <div className="basket" aria-busy={pending || undefined} data-cart-id={cart.cartId}>
      <ul className="basket-lines" aria-label={t('cart')}>
        {cart.items.map((item) => (
          <Line key={item.itemId} item={item} currency={cart.currency} scope={scope} money={money} t={t} />
        ))}
      </ul>
      <div className="basket-summary">
        <FreeShippingBar cart={cart} money={money} t={t} />
        <ShippingMethods cart={cart} scope={scope} money={money} t={t} />
        <DiscountCode cart={cart} scope={scope} t={t} />
        <Totals cart={cart} money={money} t={t} />
        {props.action}
      </div>
      <SegmentUpsell render={(upsell) => <BasketRecommendations cart={cart} scope={scope} place={upsell} />} />
      <BasketRecommendations
        cart={cart}
        scope={scope}
        place={{ list: 'basket', heading: (id) => <h2 id={id}>{t('recommendations')}</h2> }}
      />
    </div>
  );
}

/** `action`: the way on from the basket (the checkout's continue button), below the totals. */
export function Basket({ action }: { action?: ReactNode }) {
  const t = useT();
  useCartStartup();
  const scope = useCartScope();
  const { cart, ready, unavailable, pending, error, notRestored: notRestoredItems } = useCartView();
  const outcome = useFormOutcome();
  if (!ready && !cart) {
    return (
      <p className="basket-loading" aria-busy="true" role="status">
        {t('loading')}
      </p>
    );
  }
  if (unavailable) return <CartUnavailable />;
  // A post before hydration refused for another reason than the code (the discount form words that).
  const refusal = refusalOf(outcome);
  const posted =
    refusal && !['DISCOUNT_CODE_NOT_FOUND', 'too_many_attempts'].includes(refusal) ? cartErrorMessage({ code: refusal }, t) : '';
  const resetMessage = error && ['CART_NOT_FOUND', 'CART_CLOSED'].includes(error.code) ? cartErrorMessage(error, t) : posted;
  const notRestored = notRestoredItems?.length ? (
    <p className="basket-message" role="alert" data-testid="not-restored">
      {t('restoreItemsSkipped', { items: notRestoredItems.join(', ') })}
    </p>
  ) : null;
  if (!cart || cart.itemsCount === 0) {
    return (
      <div className="basket-empty">
        {notRestored}
        {resetMessage && (
          <p className="basket-message" role="alert">
            {resetMessage}
          </p>
        )}
        <h2>{t('emptyCart')}</h2>
        <p>{t('emptyCartText')}</p>
        <StorefrontLink to="/" className="basket-button">
          {t('continueShopping')}
        </StorefrontLink>
      </div>
    );
  }
  return (
    <>
      {notRestored}
      {resetMessage && (
        <p className="basket-message" role="alert">
          {resetMessage}
        </p>
      )}
      <FilledBasket cart={cart} scope={scope} pending={pending > 0} t={t} action={action} />
    </>
  );
}
