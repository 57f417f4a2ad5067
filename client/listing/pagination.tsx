// Page links for a product list: previous, numbered pages (with gaps) and next. Links are
// real hrefs, so they work before hydration and for crawlers.
import { Link } from '@tanstack/react-router';
import { relPrevNext } from '../../markets';
import type { ListPagination } from '../components/page-head';
import { toLocation } from '../components/storefront-link';
import { useT } from '../i18n';

/** Page numbers to show: first, last, and the current page with its neighbours. */
export function pageWindow(page: number, totalPages: number): Array<number | 'gap'> {
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? ['gap' as const, p] : [p]));
}

export function Pagination(props: ListPagination) {
  const t = useT();
  const { page, totalPages, hrefFor } = props;
  if (totalPages <= 1) return null;
  const { prev, next } = relPrevNext(page, totalPages, hrefFor);
  return (
    <nav className="pagination" aria-label={t('page')}>
      {prev ? (
        <Link {...toLocation(prev)} rel="prev" className="pagination-step">
          {t('previousPage')}
        </Link>
      ) : null}
      <ol>
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link {...toLocation(hrefFor(p))} aria-current={p === page ? 'page' : undefined} aria-label={`${t('page')} ${p}`}>
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {next ? (
        <Link {...toLocation(next)} rel="next" className="pagination-step">
          {t('nextPage')}
        </Link>
      ) : null}
    </nav>
  );
}
