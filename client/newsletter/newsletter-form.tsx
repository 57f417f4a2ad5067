// The newsletter sign-up form for every placement: the menu, the header dropdown, the CMS
// newsletter_block (context 'newsletter-block') and checkout. States per spec storefront-shell 4;
// texts from the CMS `newsletter` story (NewsletterContent) and the translations.
//
//   <NewsletterForm context="menu" newsletter={useLayout().newsletter} withTexts onAccept={close} />
//
// Success opens a welcome dialog; failure an 'anErrorOcurred' dialog with 'retry' (checkout only
// logs a warning). Both are native modal <dialog>s: focus moves to their button, Escape answers
// it, and focus returns to the email field.
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { RichText, richTextToPlain } from '../content/rich-text';
import { isRecord, isRichTextDoc, str } from '../content/types';
import { useT } from '../i18n';
import { resetsSuccessOnAccept, type NewsletterContext } from './state';
import { useNewsletter } from './use-newsletter';
import './newsletter.css';

export type { NewsletterContext } from './state';

export interface NewsletterFormProps {
  context: NewsletterContext;
  /** The CMS `newsletter` story or its content: title, subtitle, button, successMessage, errorMessage, legal. */
  newsletter?: unknown;
  /** Render the title, subtitle and legal texts around the form (the newsletter_block renders its own). */
  withTexts?: boolean;
  /** Called when the welcome dialog is accepted (e.g. to close the dropdown or menu). */
  onAccept?: () => void;
  className?: string;
}

/** The story envelope or its content, as a record. */
function textsOf(newsletter: unknown): Record<string, unknown> {
  if (isRecord(newsletter) && isRecord(newsletter.content)) return newsletter.content;
  return isRecord(newsletter) ? newsletter : {};
}

export function NewsletterForm({ context, newsletter, withTexts = false, onAccept, className }: NewsletterFormProps) {
  const t = useT();
  const texts = textsOf(newsletter);
  const { state, setEmail, focus, submit, accept, retry } = useNewsletter(context, { onAccept });
  const input = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = state.showErrors && state.errors.invalidEmail;
  const showDone = state.success && state.accepted;
  const buttonLabel = str(texts.button) ?? (richTextToPlain(texts.button) || t('newsletterSubscribe'));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  // After a dialog closes, focus goes back to the field (or the thank-you that replaced it).
  const backToForm = () => requestAnimationFrame(() => (input.current ?? done.current)?.focus());

  return (
    <div className={['newsletter', `newsletter--${context}`, className].filter(Boolean).join(' ')} data-newsletter-form={context}>
      {withTexts && isRichTextDoc(texts.title) && (
        <p className="newsletter__title">
          <RichText doc={texts.title} inline />
        </p>
      )}
      {withTexts && <RichText doc={texts.subtitle} className="newsletter__subtitle" />}
      {showDone ? (
        <p ref={done} className="newsletter__done" role="status" tabIndex={-1}>
          {t('welcome')}
        </p>
      ) : (
        <form className="newsletter__form" noValidate onSubmit={onSubmit} aria-busy={state.loading || undefined}>
          <div className="newsletter__row">
            <label className="newsletter__field">
              <span className="newsletter__label">{t('newsletterEmailPlaceholder')}</span>
              <input
                ref={input}
                className="newsletter__input"
                type="email"
                name="email"
                inputMode="email"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={320}
                placeholder={t('newsletterEmailPlaceholder')}
                value={state.email}
                onChange={(event) => setEmail(event.target.value)}
                onFocus={focus}
                disabled={state.loading}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errorId : undefined}
              />
            </label>
            <button type="submit" className="button newsletter__submit" disabled={state.loading}>
              {buttonLabel}
            </button>
          </div>
          {/* Ids only while needed: the server markup carries none. */}
          <p id={invalid ? errorId : undefined} className="newsletter__error" aria-live="polite">
            {invalid ? t('invalidEmail') : null}
          </p>
        </form>
      )}
      {withTexts && <RichText doc={texts.legal} className="newsletter__legal" />}
      <NewsletterDialog
        open={state.success && !state.accepted}
        kind="success"
        title={t('welcome')}
        message={texts.successMessage}
        confirm={t('ok')}
        onConfirm={() => {
          accept();
          if (resetsSuccessOnAccept(context)) backToForm();
          else requestAnimationFrame(() => done.current?.focus());
        }}
      />
      <NewsletterDialog
        open={state.errors.requestFailed}
        kind="error"
        title={t('anErrorOcurred')}
        message={texts.errorMessage}
        confirm={t('retry')}
        onConfirm={() => {
          retry();
          backToForm();
        }}
      />
    </div>
  );
}

/** A basic modal dialog (spec 2.9): title, optional rich text, one button; Escape presses it. */
function NewsletterDialog(props: {
  open: boolean;
  kind: 'success' | 'error';
  title: ReactNode;
  message: unknown;
  confirm: string;
  onConfirm: () => void;
}) {
  const { open, kind, title, message, confirm, onConfirm } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const latest = useRef({ open, onConfirm });
  useEffect(() => {
    latest.current = { open, onConfirm };
  });
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      button.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={`newsletter-dialog newsletter-dialog--${kind}`}
      role={kind === 'error' ? 'alertdialog' : undefined}
      aria-labelledby={open ? `${id}-title` : undefined}
      aria-describedby={open && isRichTextDoc(message) ? `${id}-message` : undefined}
      data-newsletter-dialog={kind}
      onCancel={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      onClose={() => {
        // Closed by the browser (a repeated Escape is not always cancelable): keep state in step.
        if (latest.current.open) latest.current.onConfirm();
      }}
    >
      <h2 id={open ? `${id}-title` : undefined} className="newsletter-dialog__title">
        {title}
      </h2>
      {isRichTextDoc(message) && (
        <div id={open ? `${id}-message` : undefined}>
          <RichText doc={message} className="newsletter-dialog__message" />
        </div>
      )}
      <button ref={button} type="button" className="button newsletter-dialog__button" onClick={onConfirm}>
        {confirm}
      </button>
    </dialog>
  );
}
