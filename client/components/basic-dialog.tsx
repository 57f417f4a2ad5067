// Basic dialog (spec storefront-shell 2.9): a title, an optional message or CMS rich text and one
// confirm button (default label: the 'ok' translation, 'Ok!' in English). Built on the native <dialog>
// with showModal(): the page behind is inert, focus stays inside, Escape closes, and focus goes
// back to where it was. Closing by Escape counts as confirming, so `open` never goes stale.
import { useEffect, useId, useRef } from 'react';
import { RichText } from '../content/rich-text';
import { useT } from '../i18n';
import './basic-dialog.css';

export interface BasicDialogProps {
  open: boolean;
  title: string;
  message?: string;
  richText?: unknown;
  confirmLabel?: string;
  onConfirm: () => void;
}

export function BasicDialog(props: BasicDialogProps) {
  const { open, title, message, richText, onConfirm } = props;
  const t = useT();
  const confirmLabel = props.confirmLabel ?? t('ok');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const confirmRef = useRef(onConfirm);
  useEffect(() => {
    confirmRef.current = onConfirm;
  }, [onConfirm]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClose = () => {
      if (open) confirmRef.current();
    };
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [open]);

  return (
    <dialog ref={ref} className="basic-dialog" aria-labelledby={titleId} data-testid="basic-dialog">
      <form method="dialog" className="basic-dialog__body">
        <h2 id={titleId} className="basic-dialog__title">
          {title}
        </h2>
        {richText ? (
          <RichText doc={richText} className="basic-dialog__text" />
        ) : message ? (
          <p className="basic-dialog__text">{message}</p>
        ) : null}
        {/* method="dialog": the button closes the dialog; the close event confirms. */}
        <button type="submit" className="button basic-dialog__confirm" autoFocus>
          {confirmLabel}
        </button>
      </form>
    </dialog>
  );
}
