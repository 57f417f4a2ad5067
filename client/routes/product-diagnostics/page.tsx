// Product diagnostics: what the shop knows about one SKU in this storefront and market, for
// support and developers (ids, region, currency, stock, every variant's prices, recommendation
// counts, and the raw product record). Not for search engines.
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { shortAgeSize } from '../../../markets';
import { formatMinor } from '../../catalogue/price';
import { sortedVariants } from '../../catalogue/size-picker';
import { PageHead } from '../../components/page-head';
import { productOptions } from '../../queries/catalogue';
import { useAppState, useMarket } from '../../state/bootstrap';
import '../../catalogue/catalogue.css';

export function ProductDiagnosticsPage() {
  const { _splat: sku = '' } = useParams({ strict: false }) as { _splat?: string };
  const { api, bootstrap } = useAppState();
  const market = useMarket();
  const query = useQuery(productOptions(api, bootstrap.storefront, market.countryCode, sku));
  const title = `Diagnostics ${sku}`;

  if (query.isPending) {
    return (
      <article className="page diagnostics-page" data-page-type="product" aria-busy="true">
        <PageHead title={title} noindex />
        <h1>Product diagnostics: {sku}</h1>
        <p>Loading…</p>
      </article>
    );
  }
  if (query.isError) throw query.error;

  const { product, recommendations, similar } = query.data;
  const rows: Array<[string, string | number]> = [
    ['SKU', product.sku],
    ['Id', product.id],
    ['Storefront', bootstrap.storefront],
    ['Market', market.countryCode],
    ['Region', product.region],
    ['Currency', product.currency],
    ['Stock status', product.stockStatus],
    [
      'Variants in stock (NL / US)',
      `${product.amountOfVariantsInStockPerWarehouse.NL} / ${product.amountOfVariantsInStockPerWarehouse.US}`,
    ],
    ['Price (minor)', `${product.price.final} (original ${product.price.original})`],
    ['Discount', `${product.discount.percentage}% (${product.discount.absolute} minor)`],
    ['Updated', `${product.updatedAt} (${product.updateReason})`],
    ['Recommendations', recommendations.length],
    ['Similar', similar.length],
    ['Linked products', product.linkedProducts.join(', ') || '—'],
  ];

  return (
    <article className="page diagnostics-page" data-page-type="product" data-sku={product.sku}>
      <PageHead title={title} noindex />
      <h1>Product diagnostics: {sku}</h1>
      <p className="diagnostics-page__name">{product.name}</p>
      <dl className="diagnostics-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-fact={label}>{value}</dd>
          </div>
        ))}
      </dl>

      <h2>Variants ({product.variants.length})</h2>
      <div className="diagnostics-table" role="region" aria-label="Variants" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Size</th>
              <th scope="col">Region</th>
              <th scope="col">Stock</th>
              <th scope="col">Price (minor)</th>
              <th scope="col">Original (minor)</th>
              <th scope="col">Price</th>
              <th scope="col">Discount</th>
            </tr>
          </thead>
          <tbody>
            {sortedVariants(product.variants).map((v) => (
              <tr key={v.sku} data-variant={v.sku} data-stock={v.stockStatus}>
                <th scope="row">{v.sku}</th>
                <td>
                  {shortAgeSize(v.size.label)} <span className="diagnostics-muted">({v.size.value})</span>
                </td>
                <td>{v.region}</td>
                <td>{v.stockStatus}</td>
                <td>{v.price.final}</td>
                <td>{v.price.original}</td>
                <td>
                  {formatMinor(v.price.final, product.currency, market)}
                  {v.price.final < v.price.original ? ` (was ${formatMinor(v.price.original, product.currency, market)})` : ''}
                </td>
                <td>{v.discount.percentage}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>Raw product</h2>
      <pre className="diagnostics-json" tabIndex={0}>
        {JSON.stringify(product, null, 2)}
      </pre>
    </article>
  );
}
