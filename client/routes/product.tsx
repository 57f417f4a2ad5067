// Product page by SKU.
import { getRouteApi } from '@tanstack/react-router';
import { PageHead } from '../components/page-head';

const route = getRouteApi('/$storefront/layout/product/$sku');

export function ProductPage() {
  const { sku } = route.useParams();
  return (
    <article className="page product-page" data-page-type="product">
      <PageHead title={sku} />
      <h1>{sku}</h1>
    </article>
  );
}
