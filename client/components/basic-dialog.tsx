// Basic dialog (docs/spec/storefront-shell.md §2.9): a title, an optional message or CMS rich text and one
// confirm button (default label: the 'ok' translation, 'Ok!' in English). The one dialog of this
// kind: the newsletter's welcome and error dialogs are basic dialogs too. Built on the native
// <dialog> with showModal(): the page behind is inert, focus moves to the button and stays
// inside, Escape closes, and focus goes back to where it was. Closing by Escape counts as
// confirming, so `open` never goes stale. Its ids come from useId (the same on the server and in
// hydration), so a closed dialog is already labelled.
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
  /** An error the shopper must answer: announced as an alert dialog. */
  alert?: boolean;
  className?: string;
}

export function BasicDialog(props: BasicDialogProps) {
  const { open, title, message, richText, onConfirm } = props;
  const t = useT();
  const confirmLabel = props.confirmLabel ?? t('ok');
  const ref = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const textId = `${id}-text`;
  const hasText = Boolean(richText) || Boolean(message);
  const confirmRef = useRef(onConfirm);
  useEffect(() => {
    confirmRef.current = onConfirm;
  }, [onConfirm]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      button.current?.focus();
    }
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
    <dialog
      ref={ref}
      className={props.className ? `basic-dialog ${props.className}` : 'basic-dialog'}
      role={props.alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={hasText ? textId : undefined}
      data-testid="basic-dialog"
    >
      <form method="dialog" className="basic-dialog__body">
        <h2 id={titleId} className="basic-dialog__title">
          {title}
        </h2>
        {richText ? (
          <div id={textId}>
            <RichText doc={richText} className="basic-dialog__text" />
          </div>
        ) : message ? (
          <p id={textId} className="basic-dialog__text">
            {message}
          </p>
        ) : null}
        {/* method="dialog": the button closes the dialog; the close event confirms. */}
        <button ref={button} type="submit" className="button basic-dialog__confirm">
          {confirmLabel}
        </button>
      </form>
    </dialog>
  );
}
