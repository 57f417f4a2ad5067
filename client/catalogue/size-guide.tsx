// Size guide: a button opening a modal <dialog> with the CMS size guide (adults or kids) rendered
// through <Blocks>. The native modal traps focus, closes on Escape and hands focus back to
// the button; a click on the backdrop closes it too. The CMS table (~30 nodes) is a boundary React
// hydrates in a later pass than the button, with the CMS blocks' code loaded after the page's
// (decision 050). The buttons are invoker commands too (command/commandfor, as the filter sheet's):
// the browser opens and closes the guide before the page has hydrated (decision 073).
import { useId, useRef, type MouseEvent } from 'react';
import { Later, laterPart } from '../components/later';
import { useT } from '../i18n';

const Blocks = laterPart(() => import('../content/blocks').then((m) => m.Blocks));

export function SizeGuide({ content }: { content: unknown }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  // Invoker command attributes (React passes them through; its types do not know them yet).
  const invoke = (command: 'show-modal' | 'close') => ({ commandfor: id, command });
  const open = () => dialog.current?.showModal();
  const close = () => dialog.current?.close();
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };
  return (
    <>
      <button type="button" className="link-button size-guide__open" aria-haspopup="dialog" {...invoke('show-modal')} onClick={open}>
        {t('sizeGuide')}
      </button>
      <dialog ref={dialog} id={id} className="size-guide" aria-labelledby={titleId} onClick={onBackdrop}>
        <div className="size-guide__body">
          <div className="size-guide__head">
            <h2 id={titleId} className="size-guide__title">
              {t('sizeGuide')}
            </h2>
            <button type="button" className="size-guide__close" {...invoke('close')} onClick={close} aria-label={t('close')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <Later>
            <Blocks blocks={[content]} />
          </Later>
        </div>
      </dialog>
    </>
  );
}
