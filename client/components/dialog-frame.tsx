// A dialog's frame while its code loads (decision 073): a tap that arrives before a dialog's
// chunk opens this at once, as the Suspense fallback around the dialog, and the dialog takes its
// place when the code lands. A native modal <dialog> like the shop's others: the page behind is
// inert, Escape closes it (and so gives up the dialog the shopper no longer waits for).
import { useLayoutEffect, useRef } from 'react';

export function DialogFrame(props: { className: string; label: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog
      ref={dialog}
      className={`${props.className} loading-frame`}
      aria-label={props.label}
      aria-busy="true"
      data-testid="dialog-frame"
      onClose={props.onClose}
    />
  );
}
