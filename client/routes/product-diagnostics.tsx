// Product diagnostics: what the shop knows about one SKU, for support and developers.
import { useParams } from '@tanstack/react-router';
import { PageHead } from '../components/page-head';

export function ProductDiagnosticsPage() {
  const { _splat: sku } = useParams({ strict: false }) as { _splat?: string };
  return (
    <article className="page diagnostics-page" data-page-type="product">
      <PageHead title={`Diagnostics ${sku ?? ''}`} noindex />
      <h1>Product diagnostics: {sku}</h1>
    </article>
  );
}
