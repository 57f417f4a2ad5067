// Search results: the term and price bounds in the query string, the page number in the path (/search/2).
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pageInPath, priceBounds, type PriceBounds } from '../../../markets';
import { PageHead } from '../../components/page-head';
import { searchResultNotice, speechBubble } from '../../header/speech-bubble';
import { useT } from '../../i18n';
import { FilterButton, FilterSheet } from '../../listing/filter-sheet';
import { Pagination } from '../../listing/pagination';
import { PriceRangeFilter } from '../../listing/price-range-filter';
import { ProductGrid } from '../../listing/product-grid';
import { priceQuery } from '../../listing/search-params';
import { searchOptions } from '../../queries/catalogue';
import { useAppState, useMarket } from '../../state/bootstrap';

const FILTER_SHEET_ID = 'search-filter-sheet';

export function SearchPage() {
  const t = useT();
  const { api, bootstrap } = useAppState();
  const market = useMarket();
  const navigate = useNavigate();
  const { term = '', ...search } = useSearch({ strict: false }) as { term?: string } & PriceBounds;
  const bounds = priceBounds(search);
  const { pageNumber } = useParams({ strict: false }) as { pageNumber?: string };
  const page = pageNumber ? Number(pageNumber) : 1;
  const { data } = useQuery({
    ...searchOptions(api, bootstrap.storefront, market.countryCode, term, page, bounds),
    enabled: term.length > 0,
  });
  const base = `/${bootstrap.storefront}/search`;
  const hrefFor = (n: number, price = bounds) =>
    `${pageInPath(base, n)}?${[`term=${encodeURIComponent(term)}`, ...priceQuery(price)].join('&')}`;
  const title = term ? t('searchResultsFor', { term }) : t('search');
  const priced = bounds.priceMin !== undefined || bounds.priceMax !== undefined;
  /** The results for the term within these bounds, from page 1 (the first page's path). */
  const searchWithin = (price: PriceBounds) => void navigate({ to: base, search: { term, ...price } });
  const total = data?.total;
  // The search result notice, once per term and answer (not again when paging through it).
  useEffect(() => {
    if (term && total !== undefined) speechBubble.show(searchResultNotice(t, { count: total, term }));
  }, [term, total, t]);
  return (
    <article className="page search-page" data-page-type="search" data-page={page} data-total={data?.total}>
      {/* Results are never indexed, whatever the term (decision 067); their links still lead crawlers on. */}
      <PageHead
        title={title}
        noindex
        pagination={{ page, totalPages: data?.totalPages ?? 1, hrefFor }}
        preview={{ image: data?.products[0]?.image }}
      />
      <h1>{title}</h1>
      {data?.correctedQuery ? <p className="search-notice">{t('searchResultsFor', { term: data.correctedQuery })}</p> : null}
      {term && data ? (
        <>
          {/* On a phone the price filter is in a sheet (decision 052); a new range starts again at page 1. */}
          <FilterSheet
            id={FILTER_SHEET_ID}
            total={data.total}
            chosen={priced ? 1 : 0}
            clearHref={hrefFor(1, {})}
            clear={() => searchWithin({})}
          >
            <PriceRangeFilter
              range={data.priceRange}
              chosen={bounds}
              action={base}
              keep={{ term }}
              clearHref={hrefFor(1, {})}
              apply={searchWithin}
            />
          </FilterSheet>
          <div className="listing-toolbar">
            {data.total === 0 ? (
              <p className="empty-state">{t('searchNoResultsTitle', { term })}</p>
            ) : (
              <p className="result-count">{t('resultsFound', { count: data.total })}</p>
            )}
            <FilterButton sheetId={FILTER_SHEET_ID} chosen={priced ? 1 : 0} />
          </div>
          {data.total > 0 ? (
            <>
              <ProductGrid products={data.products} label={title} list="search" />
              <Pagination page={page} totalPages={data.totalPages} hrefFor={hrefFor} />
            </>
          ) : null}
        </>
      ) : null}
    </article>
  );
}
