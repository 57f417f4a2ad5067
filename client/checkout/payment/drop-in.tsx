// The Drop-in in React: a node for Adyen to render into, and its code fetched on first render
// through a dynamic import, so no other page downloads it (decision 022).
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import type { DropInOptions } from './adyen-drop-in';

export function DropIn(props: DropInOptions & { onReady?: () => void }) {
  const t = useT();
  const node = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The options change identity on every render; the Drop-in is mounted once per payment session.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    let unmount: (() => void) | undefined;
    let cancelled = false;
    const p = latest.current;
    import('./adyen-drop-in')
      .then(({ mountDropIn }) =>
        mountDropIn(node.current as HTMLElement, {
          ...p,
          pay: (data) => latest.current.pay(data),
          submitDetails: (data) => latest.current.submitDetails(data),
          selectMethod: (type) => latest.current.selectMethod(type),
          updatePayPalOrder: (change) => latest.current.updatePayPalOrder(change),
          onAuthorised: (result) => latest.current.onAuthorised(result),
          onFailure: (message, code) => latest.current.onFailure(message, code),
        }),
      )
      .then(
        (dispose) => {
          if (cancelled) return dispose();
          unmount = dispose;
          setState('ready');
          latest.current.onReady?.();
        },
        (error: unknown) => {
          console.error('Drop-in failed to load', error);
          if (!cancelled) setState('failed');
        },
      );
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [props.clientKey, props.amount.value, props.amount.currency]);

  return (
    <div className="drop-in" aria-busy={state === 'loading'}>
      {state === 'loading' && <p role="status">{t('loadingPaymentMethods')}</p>}
      {state === 'failed' && <p role="alert">{t('paymentMethodsUnavailable')}</p>}
      <div ref={node} data-testid="drop-in" />
    </div>
  );
}
