// `/` has no layout: the worker sends the visitor on to a storefront before it renders.
import { createRoute } from '@tanstack/react-router';
import { page } from '../page-module';
import { rootRoute } from '../root';

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  ...page('index', () => import('./page'), 'IndexPage'),
});
