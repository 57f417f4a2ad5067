// Size guide: a button opening a modal <dialog> with the CMS size guide (adults or kids) rendered
// through <Blocks>. The native modal traps focus, closes on Escape and hands focus back to
// the button; a click on the backdrop closes it too. The closed dialog (the CMS table: ~30
// nodes) hydrates in a task after the page's, in the group the page gives (decision 040).
import { useId, useRef, type MouseEvent } from 'react';
import { HydrateLater } from '../components/hydrate-later';
import { Blocks } from '../content/blocks';
import { useT } from '../i18n';

export function SizeGuide({ content, dialogGroup }: { content: unknown; dialogGroup: number }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = () => dialog.current?.showModal();
  const close = () => dialog.current?.close();
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };
  return (
    <>
      <button type="button" className="link-button size-guide__open" aria-haspopup="dialog" onClick={open}>
        {t('sizeGuide')}
      </button>
      <HydrateLater group={dialogGroup}>
        <dialog ref={dialog} className="size-guide" aria-labelledby={titleId} onClick={onBackdrop}>
          <div className="size-guide__body">
            <div className="size-guide__head">
              <h2 id={titleId} className="size-guide__title">
                {t('sizeGuide')}
              </h2>
              <button type="button" className="size-guide__close" onClick={close} aria-label={t('close')}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <Blocks blocks={[content]} />
          </div>
        </dialog>
      </HydrateLater>
    </>
  );
}
