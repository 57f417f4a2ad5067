// The newsletter sign-up form for every placement: the menu, the header dropdown, the CMS
// newsletter_block (context 'newsletter-block') and checkout. States per docs/spec/storefront-shell.md §4;
// texts from the CMS `newsletter` story (NewsletterContent) and the translations.
//
//   <NewsletterForm context="menu" newsletter={useLayout().newsletter} withTexts onAccept={close} />
//
// Success opens a welcome dialog; failure an 'anErrorOcurred' dialog with 'retry' (checkout only
// logs a warning). Both are the basic dialog (docs/spec/storefront-shell.md §2.9): focus moves to their button, Escape
// answers it, and focus returns to the email field. A segment's popup (decision 038) passes its
// own `messages`, shown in the form instead (it is a dialog itself), and its tracking `signupSource`.
//
// Before its scripts run the form is a plain POST to /forms/newsletter (decision 071), so the
// address is never in a URL; the worker answers 303 back here (this page as the browser sent it,
// else the path in `back`: a cached page holds no query) with `?outcome=`, shown below until
// the shopper uses the form again. Once hydrated, the same markup sends the JSON API call.
import { useId, useRef, type FormEvent } from 'react';
import { BasicDialog } from '../components/basic-dialog';
import { RichText, richTextToPlain } from '../content/rich-text';
import { isRecord, isRichTextDoc, str } from '../content/types';
import { formOutcomeOf } from '../../markets';
import { useT } from '../i18n';
import { usePageLocation } from '../state/page-location';
import { initialNewsletterState, resetsSuccessOnAccept, type NewsletterContext } from './state';
import { useNewsletter, type NewsletterOptions } from './use-newsletter';
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
  /** Success and failure texts shown in the form, in place of the dialogs. */
  messages?: { success: string; error: string };
  onSuccess?: NewsletterOptions['onSuccess'];
  signupSource?: NewsletterOptions['signupSource'];
}

/** The story envelope or its content, as a record. */
function textsOf(newsletter: unknown): Record<string, unknown> {
  if (isRecord(newsletter) && isRecord(newsletter.content)) return newsletter.content;
  return isRecord(newsletter) ? newsletter : {};
}

export function NewsletterForm(props: NewsletterFormProps) {
  const { context, newsletter, withTexts = false, onAccept, className, messages } = props;
  const t = useT();
  const texts = textsOf(newsletter);
  const { state, setEmail, focus, submit, accept, retry } = useNewsletter(context, {
    onAccept,
    onSuccess: props.onSuccess,
    signupSource: props.signupSource,
  });
  const input = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const pathname = usePageLocation('pathname');
  // What the form post before hydration came back with, until the form is used again.
  const outcome = formOutcomeOf(usePageLocation('searchStr'));
  const posted = state === initialNewsletterState && outcome;
  const invalid = (state.showErrors && state.errors.invalidEmail) || posted === 'newsletter-invalid';
  const showDone = (state.success && (state.accepted || messages !== undefined)) || posted === 'newsletter-subscribed';
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
          {messages?.success ?? t('welcome')}
        </p>
      ) : (
        <form
          className="newsletter__form"
          method="post"
          action="/forms/newsletter"
          noValidate
          onSubmit={onSubmit}
          aria-busy={state.loading || undefined}
        >
          <input type="hidden" name="back" value={pathname} />
          {context === 'checkout' && <input type="hidden" name="checkout" value="true" />}
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
          {messages && state.errors.requestFailed && (
            <p className="newsletter__error" role="alert">
              {messages.error}
            </p>
          )}
          {posted === 'newsletter-failed' && (
            <p className="newsletter__error" role="alert">
              {messages?.error ?? t('anErrorOcurred')}
            </p>
          )}
        </form>
      )}
      {withTexts && <RichText doc={texts.legal} className="newsletter__legal" />}
      <BasicDialog
        open={state.success && !state.accepted && !messages}
        className="newsletter-dialog newsletter-dialog--success"
        title={t('welcome')}
        richText={isRichTextDoc(texts.successMessage) ? texts.successMessage : undefined}
        confirmLabel={t('ok')}
        onConfirm={() => {
          accept();
          if (resetsSuccessOnAccept(context)) backToForm();
          else requestAnimationFrame(() => done.current?.focus());
        }}
      />
      <BasicDialog
        open={state.errors.requestFailed && !messages}
        alert
        className="newsletter-dialog newsletter-dialog--error"
        title={t('anErrorOcurred')}
        richText={isRichTextDoc(texts.errorMessage) ? texts.errorMessage : undefined}
        confirmLabel={t('retry')}
        onConfirm={() => {
          retry();
          backToForm();
        }}
      />
    </div>
  );
}
