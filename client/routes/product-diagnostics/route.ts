// Staff diagnostics of a product by SKU: the product page's data.
import { createRoute } from '@tanstack/react-router';
import { layoutRoute } from '../layout';
import { page } from '../page-module';
import { loadProduct } from '../product/load';

export const productDiagnosticsRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'diagnostics/product/$',
  loader: (ctx) => loadProduct(ctx, ctx.params._splat ?? ''),
  ...page('product-diagnostics', () => import('./page'), 'ProductDiagnosticsPage'),
});
