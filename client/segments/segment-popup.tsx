// A segment's popup (docs/spec/commerce-core.md §3, decision 038): its title, description, image (mobile or
// desktop asset with its own alt text and explicit size), the newsletter sign-up (the shop's own
// form: same validation and `newsletter` event, signupSource the popup's identifier, the popup's
// success and error texts) and its legal text. A native modal <dialog> like the basic dialog:
// the page behind is inert, focus moves inside and stays there, Escape or the close button
// closes it, focus returns to where it was. `segment-popup` events: view, close, submit.
import { useEffect, useId, useRef } from 'react';
import type { SegmentedPopup } from '../../contract/segments';
import { track } from '../analytics/events';
import { RichText } from '../content/rich-text';
import { useT } from '../i18n';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { rememberPopupClosed, rememberPopupSubmitted } from './visitor';
import './segment-popup.css';

/** The seeded assets' sizes (COMPONENTS.md: popups 600×800 and 1200×800); CSS shows one per breakpoint. */
const IMAGES = [
  { kind: 'mobile', width: 600, height: 800 },
  { kind: 'desktop', width: 1200, height: 800 },
] as const;

export function SegmentPopup({ popup, onDone }: { popup: SegmentedPopup; onDone: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const submitted = useRef(false);
  const id = useId();
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const { segmentId, popupIdentifier } = popup;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    track({ event: 'segment-popup', action: 'view', segmentId, popupIdentifier });
    const onClose = () => {
      if (!submitted.current) {
        rememberPopupClosed(popupIdentifier);
        track({ event: 'segment-popup', action: 'close', segmentId, popupIdentifier });
      }
      done.current();
    };
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('close', onClose);
      if (dialog.open) dialog.close();
    };
  }, [segmentId, popupIdentifier]);

  const onSuccess = () => {
    submitted.current = true;
    rememberPopupSubmitted(popupIdentifier);
    track({ event: 'segment-popup', action: 'submit', segmentId, popupIdentifier });
  };

  return (
    <dialog
      ref={ref}
      className="basic-dialog segment-popup"
      aria-labelledby={`${id}-title`}
      aria-describedby={popup.description ? `${id}-text` : undefined}
      data-popup={popupIdentifier}
    >
      <div className="segment-popup__media">
        {IMAGES.map(({ kind, width, height }) => (
          <img
            key={kind}
            className={`segment-popup__image segment-popup__image--${kind}`}
            src={popup[`${kind}Asset`]}
            alt={popup[`${kind}AltText`]}
            width={width}
            height={height}
            loading="lazy"
          />
        ))}
      </div>
      <div className="segment-popup__body">
        <h2 id={`${id}-title`} className="segment-popup__title">
          {popup.title}
        </h2>
        {popup.description && (
          <div id={`${id}-text`}>
            <RichText doc={popup.description} className="segment-popup__text" />
          </div>
        )}
        <NewsletterForm
          context="popup"
          newsletter={{ button: popup.ctaLabel }}
          messages={{ success: popup.successMessage || t('welcome'), error: popup.errorMessage || t('anErrorOcurred') }}
          signupSource={popupIdentifier}
          onSuccess={onSuccess}
        />
        {popup.legal && <RichText doc={popup.legal} className="segment-popup__legal" />}
      </div>
      <form method="dialog" className="segment-popup__close-form">
        <button type="submit" className="segment-popup__close" aria-label={t('close')}>
          <span aria-hidden="true">×</span>
        </button>
      </form>
    </dialog>
  );
}
