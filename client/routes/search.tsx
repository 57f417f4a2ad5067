// Search results; the term is in the query string, the page number in the path.
import { useLocation, useParams, useSearch } from '@tanstack/react-router';
import { PageHead } from '../components/page-head';
import { useT } from '../i18n';

export function SearchPage() {
  const t = useT();
  const { term } = useSearch({ strict: false }) as { term?: string };
  const params = useParams({ strict: false }) as { pageNumber?: number };
  const { pathname } = useLocation();
  const page = params.pageNumber ?? 1;
  const title = term ? t('searchResultsFor', { term }) : t('search');
  return (
    <article className="page search-page" data-page-type="search" data-page={page}>
      <PageHead title={title} noindex={!term} pagination={{ basePath: pathname.replace(/\/\d+$/, ''), page, totalPages: 1 }} />
      <h1>{title}</h1>
    </article>
  );
}
