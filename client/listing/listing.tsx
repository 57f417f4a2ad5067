// A category or collection listing: colour and material filters kept in the query string,
// 64 products a page (152 for outlet/all), page links, empty and loading states.
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { PageHead } from '../components/page-head';
import { useT } from '../i18n';
import { listingOptions, type ListingParams } from '../queries/catalogue';
import { useAppState, useMarket } from '../state/bootstrap';
import { FacetFilter } from './facet-filter';
import { Pagination, toLocation } from './pagination';
import { ProductGrid } from './product-grid';

const list = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

export function listingHref(pathname: string, params: ListingParams) {
  const search = new URLSearchParams();
  if (params.colours) search.set('colours', params.colours);
  if (params.materials) search.set('materials', params.materials);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  const s = search.toString();
  return s ? `${pathname}?${s}` : pathname;
}

export function Listing(props: { slugs: string; title: string; description?: string | undefined }) {
  const t = useT();
  const { api, bootstrap } = useAppState();
  const market = useMarket();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as ListingParams;
  const params: ListingParams = { page: search.page, colours: search.colours, materials: search.materials };
  const { data, isFetching, isPlaceholderData } = useQuery(
    listingOptions(api, bootstrap.storefront, market.countryCode, props.slugs, params),
  );
  const chosen = { colours: list(params.colours), materials: list(params.materials) };

  const choose = (facet: 'colours' | 'materials', values: string[]) =>
    void navigate(toLocation(listingHref(pathname, { ...params, [facet]: values.join(',') || undefined, page: undefined })));

  const page = data?.page ?? params.page ?? 1;
  const totalPages = data?.totalPages ?? 1;
  return (
    <section className="listing" data-total={data?.total} data-page={page}>
      <PageHead
        title={page > 1 ? `${props.title} – ${t('page')} ${page}` : props.title}
        {...(props.description ? { description: props.description } : {})}
        pagination={{ page, totalPages, hrefFor: (n) => listingHref(pathname, { ...params, page: n }) }}
      />
      <div className="listing-layout">
        <aside className="listing-filters" aria-label={t('filters')}>
          <FacetFilter
            name="colours"
            legend={t('colours')}
            values={data?.facets.colours ?? []}
            selected={chosen.colours}
            onChange={(v) => choose('colours', v)}
          />
          <FacetFilter
            name="materials"
            legend={t('materials')}
            values={data?.facets.materials ?? []}
            selected={chosen.materials}
            onChange={(v) => choose('materials', v)}
          />
          {chosen.colours.length + chosen.materials.length > 0 ? (
            <button type="button" className="link-button" onClick={() => void navigate({ to: pathname })}>
              {t('clearFilters')}
            </button>
          ) : null}
        </aside>
        <div className="listing-results">
          <p className="result-count" aria-live="polite">
            {isFetching && isPlaceholderData ? t('loading') : data ? t('resultsFound', { count: data.total }) : t('loading')}
          </p>
          {data && data.products.length === 0 ? (
            <div className="empty-state">
              <p>{t('noProducts')}</p>
              <button type="button" className="button" onClick={() => void navigate({ to: pathname })}>
                {t('clearFilters')}
              </button>
            </div>
          ) : (
            <ProductGrid products={data?.products ?? []} busy={isFetching && isPlaceholderData} label={props.title} />
          )}
          <Pagination page={page} totalPages={totalPages} hrefFor={(n) => listingHref(pathname, { ...params, page: n })} />
        </div>
      </div>
    </section>
  );
}
