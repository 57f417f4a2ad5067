// The listing's filters on a phone (the spec's filter menu, modal flag showFilterMenu; decision
// 052): below the tablet breakpoint a "Filters" button beside the sort opens them as a modal
// sheet; from the tablet breakpoint up the same element is the column beside the grid (CSS).
// A native <dialog> opened and closed by invoker commands (command/commandfor), so the browser
// does it all without the page's JavaScript: open and close before hydration, the page behind
// inert, Escape, focus back on the button. A choice in the sheet applies at once (the grid behind
// changes); its head clears them all, its foot closes it on the results.
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useT } from '../i18n';
import { atLeast } from '../styles/breakpoints';

type Command = 'show-modal' | 'close';

/** A button's invoker command (React passes the lowercase attributes through as they are). */
function invoke(sheetId: string, command: Command) {
  return {
    commandfor: sheetId,
    command,
    // A browser without invoker commands does the same once the page has hydrated.
    onClick: () => {
      if ('command' in HTMLButtonElement.prototype) return;
      const sheet = document.getElementById(sheetId) as HTMLDialogElement | null;
      if (command === 'close') sheet?.close();
      else if (!sheet?.open) sheet?.showModal();
    },
  };
}

/** Opens the sheet; shows how many values are chosen. Hidden from the tablet breakpoint up. */
export function FilterButton(props: { sheetId: string; chosen: number }) {
  const t = useT();
  return (
    <button type="button" className="filter-button" aria-haspopup="dialog" {...invoke(props.sheetId, 'show-modal')}>
      {t('filters')}
      {props.chosen > 0 ? <span className="filter-button__count"> {props.chosen}</span> : null}
    </button>
  );
}

interface FilterSheetProps {
  id: string;
  /** Products the current choice finds; undefined while it loads. */
  total: number | undefined;
  chosen: number;
  /** The listing without filters (what "Clear all" leads to without JavaScript). */
  clearHref: string;
  clear: () => void;
  children: ReactNode;
}

export function FilterSheet(props: FilterSheetProps) {
  const t = useT();
  const sheet = useRef<HTMLDialogElement>(null);
  // Widened past the breakpoint, the sheet is the column again: not a modal any more.
  useEffect(() => {
    const wide = window.matchMedia(atLeast('tablet'));
    const close = () => {
      if (wide.matches) sheet.current?.close();
    };
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, []);
  const clearAll = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    props.clear();
  };
  const titleId = `${props.id}-title`;
  return (
    <dialog ref={sheet} id={props.id} className="filter-sheet" aria-labelledby={titleId} closedby="any">
      {/* Close first: the control the sheet's first focus lands on (not "Clear all"). */}
      <div className="filter-sheet__head">
        <button type="button" className="filter-sheet__close" aria-label={t('close')} {...invoke(props.id, 'close')}>
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={titleId}>{t('filters')}</h2>
        {props.chosen > 0 ? (
          <a className="link-button" href={props.clearHref} onClick={clearAll}>
            {t('clearAll')}
          </a>
        ) : null}
      </div>
      <div className="filter-sheet__body">{props.children}</div>
      <div className="filter-sheet__foot">
        <button type="button" className="button" {...invoke(props.id, 'close')}>
          {props.total === undefined ? t('loading') : t('showResults', { count: props.total })}
        </button>
      </div>
    </dialog>
  );
}
