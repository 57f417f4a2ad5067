// Size choice and add to cart, a form that posts to /forms/cart/add before the page's scripts
// run (decision 072): the size radios are its `sku`, and the worker answers 303 back here with
// the outcome, shown below. Once hydrated the button stays disabled until an available size is
// chosen, and the add is the cart store's; before, it is never disabled. The outcome (added, or
// the translated error) is announced in a live region. A failed call is shown as a failure:
// nothing pretends the item is in the cart.
//
// A size tapped before the page's JavaScript ran is a native radio the browser checked; React
// keeps it as it finds it when hydrating, so once hydrated the buy box takes that size (a tap
// after hydration started is React's to replay: decision 050).
import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { formOutcomeOf, refusalOf } from '../../markets';
import { trackCartChange } from '../analytics/load-tracker';
import { addToCart, cartErrorMessage } from '../cart/add-to-cart';
import { speechBubble, speechBubbleFor } from '../header/speech-bubble';
import { useT } from '../i18n';
import type { Product } from '../queries/catalogue';
import { useAppState } from '../state/bootstrap';
import { SizePicker } from './size-picker';
import { usePageLocation } from '../state/page-location';

const subscribeNothing = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

interface Props {
  product: Product;
  /** A variant SKU to start with (the page was opened by a variant's SKU). */
  initialSku?: string | undefined;
  sizeGuide?: ReactNode;
}

export function BuyBox({ product, initialSku, sizeGuide }: Props) {
  const t = useT();
  const translate = useT();
  const { api, bootstrap } = useAppState();
  const [selected, setSelected] = useState<string | undefined>(initialSku);
  const variant = product.variants.find((v) => v.sku === selected && v.stockStatus !== 'no-stock');
  const mutation = useAdd((sku: string) =>
    addToCart(api.cart, { storefront: bootstrap.storefront, sku, quantity: 1 }).then(() => {
      speechBubble.show(speechBubbleFor('addToCart', translate));
      const price = product.variants.find((v) => v.sku === sku)?.price.final ?? product.price.final;
      trackCartChange({ sku, name: product.name, price, currency: product.currency }, 0, 1);
    }),
  );
  const select = (sku: string) => {
    setSelected(sku);
    mutation.reset();
  };
  const box = useRef<HTMLFormElement>(null);
  // False in the server's markup and while hydrating, so the button is never disabled before.
  const hydrated = useSyncExternalStore(subscribeNothing, isClient, isServer);
  useLayoutEffect(() => {
    const shown = box.current?.querySelector<HTMLInputElement>('.size-option__input:checked')?.value;
    if (shown && shown !== selected && product.variants.some((v) => v.sku === shown)) setSelected(shown);
    // Only what happened before this hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // What the post before hydration came back with, until the shopper adds here.
  const posted = formOutcomeOf(usePageLocation('searchStr'));
  const outcome = mutation.status === 'idle' ? posted : null;
  const refused = refusalOf(outcome);
  const message = mutation.isError
    ? cartErrorMessage(mutation.error, translate)
    : mutation.isSuccess || outcome === 'cart-added'
      ? t('addedToCart')
      : refused
        ? cartErrorMessage({ code: refused }, translate)
        : outcome === 'cart-size-missing'
          ? t('selectSize')
          : '';
  return (
    // PostForm's markup, written out: importing it would cost the product page a chunk of its own.
    <form method="post" action="/forms/cart/add" className="buy-box" ref={box}>
      <input type="hidden" name="back" value={usePageLocation('pathname')} />
      <SizePicker variants={product.variants} selected={variant?.sku} onSelect={select} aside={sizeGuide} />
      <button
        type="submit"
        className="button buy-box__add"
        onClick={(event) => {
          event.preventDefault();
          if (variant && !mutation.isPending) mutation.mutate(variant.sku);
        }}
        disabled={(hydrated && !variant) || mutation.isPending}
        aria-busy={mutation.isPending || undefined}
        data-variant={variant?.sku}
      >
        {mutation.isPending ? t('loading') : t('addToCart')}
      </button>
      <p
        className={`buy-box__message${mutation.isError || refused ? ' buy-box__message--error' : ''}`}
        role="status"
        aria-live="polite"
        data-state={mutation.status}
      >
        {message}
      </p>
    </form>
  );
}

type AddStatus = 'idle' | 'pending' | 'success' | 'error';

/**
 * The add's state, as React Query's useMutation reports it (status, error, reset), without its
 * MutationObserver: ~0.7 kB brotli the product page fetched before hydration (decision 031). The
 * cart store does the work and the rollback; a reset (another size chosen) forgets a pending add's outcome.
 */
function useAdd(add: (sku: string) => Promise<unknown>) {
  const [state, setState] = useState<{ status: AddStatus; error?: unknown }>({ status: 'idle' });
  const run = useRef(0);
  const settle = (id: number, next: { status: AddStatus; error?: unknown }) => {
    if (run.current === id) setState(next);
  };
  return {
    status: state.status,
    error: state.error,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    mutate: (sku: string) => {
      const id = ++run.current;
      setState({ status: 'pending' });
      add(sku).then(
        () => settle(id, { status: 'success' }),
        (error: unknown) => settle(id, { status: 'error', error }),
      );
    },
    reset: () => {
      run.current++;
      setState({ status: 'idle' });
    },
  };
}
