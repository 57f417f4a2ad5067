// The product page by SKU (docs/spec/commerce-core.md §2).
import { createRoute } from '@tanstack/react-router';
import { layoutRoute } from '../layout';
import { page } from '../page-module';
import { loadProduct } from './load';

export const productRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'product/$sku',
  loader: (ctx) => loadProduct(ctx, ctx.params.sku),
  ...page('product', () => import('./page'), 'ProductPage'),
});
