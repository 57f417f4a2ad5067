// Staff diagnostics of a product by SKU: the product page's data, without the CMS content
// (size guide, feature icons, enhanced blocks) that only the product page shows.
import { createRoute } from '@tanstack/react-router';
import { layoutRoute } from '../layout';
import { page } from '../page-module';
import { loadProduct } from '../product/load';

export const productDiagnosticsRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'diagnostics/product/$',
  loader: (ctx) => loadProduct(ctx, ctx.params._splat ?? '', false),
  ...page('product-diagnostics', () => import('./page'), 'ProductDiagnosticsPage'),
});
