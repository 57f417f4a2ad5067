// A category, collection or tag listing: the four facets (colours, materials, features, sizes)
// and the sort kept in the query string, 64 products a page (152 for outlet/all), page links,
// empty and loading states. Changing a filter or the sort drops the page and scrolls to the top.
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { isListingVariation } from '../../markets';
import { LISTING_FACETS, LISTING_SORTS, type ListingFacet, type ListingSort } from '../../markets/catalogue-vocabulary';
import { PageHead } from '../components/page-head';
import { useT } from '../i18n';
import { listingOptions } from '../queries/catalogue';
import { useAppState, useMarket } from '../state/bootstrap';
import { usePageLocation } from '../state/page-location';
import { FilterButton, FilterSheet } from './filter-sheet';
import { ListingFilters } from './listing-filters';
import { Pagination } from './pagination';
import { PriceRangeFilter } from './price-range-filter';
import { ProductGrid } from './product-grid';
import { listingHref, listingParams, slugList, withFacetEdits, type FacetEdit, type ListingParams } from './search-params';

const SORT_LABELS: Record<ListingSort, string> = {
  recommended: 'sortRecommended',
  newest: 'sortNewest',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
};

/** One listing on a page at a time. */
const FILTER_SHEET_ID = 'listing-filter-sheet';

export function Listing(props: { slugs: string; title: string; description?: string | undefined; image?: string | undefined }) {
  const t = useT();
  const { api, bootstrap } = useAppState();
  const market = useMarket();
  const pathname = usePageLocation('pathname');
  const navigate = useNavigate();
  const params = listingParams(useSearch({ strict: false }));
  const { data, isFetching, isPlaceholderData } = useQuery(
    listingOptions(api, bootstrap.storefront, market.countryCode, props.slugs, params),
  );
  const chosen = (facet: ListingFacet) => slugList(params[facet]);
  // A new filter or sort starts again at page 1 (and the router scrolls to the top). The change is
  // applied to the query string the router is at when it runs (a navigation still pending
  // included), not to this render's: two boxes ticked in one task, or a sort and a box chosen
  // before hydration, both apply.
  const go = (update: (current: ListingParams) => ListingParams) =>
    void navigate({
      to: pathname,
      // listingParams writes the keys in listingHref's order and leaves out the defaults.
      search: (current: Record<string, unknown>) => listingParams({ ...update(listingParams(current)), page: undefined }),
    });
  const choose = (edits: FacetEdit[]) => go((current) => withFacetEdits(current, edits));
  const clear = () => go((current) => ({ sortBy: current.sortBy }));
  const { page: _, priceMin, priceMax, ...others } = params;
  const priced = priceMin !== undefined || priceMax !== undefined;
  const price = (
    <PriceRangeFilter
      range={data?.priceRange}
      chosen={{ priceMin, priceMax }}
      action={pathname}
      keep={others}
      clearHref={listingHref(pathname, others)}
      apply={(bounds) => go((current) => ({ ...current, ...bounds }))}
    />
  );
  // What the filter button counts: each facet value chosen, and a price range as one.
  const chosenCount = LISTING_FACETS.reduce((count, facet) => count + chosen(facet).length, priced ? 1 : 0);
  const busy = isFetching && isPlaceholderData;

  const page = data?.page ?? params.page ?? 1;
  const totalPages = data?.totalPages ?? 1;
  return (
    <section className="listing" data-total={data?.total} data-page={page}>
      <PageHead
        title={page > 1 ? `${props.title} – ${t('page')} ${page}` : props.title}
        {...(props.description ? { description: props.description } : {})}
        // A filter, price range or sort is a variation of the listing: not indexed (decision 067).
        noindex={isListingVariation((name) => params[name as keyof ListingParams])}
        pagination={{ page, totalPages, hrefFor: (n) => listingHref(pathname, { ...params, page: n }) }}
        preview={{ image: props.image ?? data?.products[0]?.image }}
      />
      <div className="listing-layout">
        <FilterSheet
          id={FILTER_SHEET_ID}
          total={busy ? undefined : data?.total}
          chosen={chosenCount}
          clearHref={listingHref(pathname, { sortBy: params.sortBy })}
          clear={clear}
        >
          <ListingFilters facets={data?.facets} chosen={chosen} choose={choose} clear={clear} price={price} priced={priced} />
        </FilterSheet>
        <div className="listing-results">
          <div className="listing-toolbar">
            <p className="result-count" aria-live="polite">
              {busy ? t('loading') : data ? t('resultsFound', { count: data.total }) : t('loading')}
            </p>
            <FilterButton sheetId={FILTER_SHEET_ID} chosen={chosenCount} />
            <SortSelect sortBy={params.sortBy ?? 'recommended'} sort={(sortBy) => go((current) => ({ ...current, sortBy }))} />
          </div>
          {data && data.products.length === 0 ? (
            <div className="empty-state">
              <p>{t('noProducts')}</p>
              <button type="button" className="button" onClick={() => go(() => ({}))}>
                {t('clearFilters')}
              </button>
            </div>
          ) : (
            <ProductGrid products={data?.products ?? []} busy={busy} label={props.title} list="category" />
          )}
          <Pagination page={page} totalPages={totalPages} hrefFor={(n) => listingHref(pathname, { ...params, page: n })} />
        </div>
      </div>
    </section>
  );
}

/**
 * The sort. A choice made before the page hydrated had no handler yet: the browser changed the
 * select and React keeps it as it finds it when hydrating, so once hydrated the choice shown is applied.
 */
function SortSelect(props: { sortBy: ListingSort; sort: (sortBy: ListingSort) => void }) {
  const t = useT();
  const select = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    const shown = select.current?.value as ListingSort | undefined;
    if (shown && shown !== props.sortBy && LISTING_SORTS.includes(shown)) props.sort(shown);
    // Only what happened before this hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <label className="listing-sort">
      <span>{t('sortBy')}</span>
      <select ref={select} value={props.sortBy} onChange={(e) => props.sort(e.target.value as ListingSort)}>
        {LISTING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </label>
  );
}
