// `/{storefront}`: a storefront code, its texts (translations) loaded for every page below it.
import { createRoute, notFound, Outlet } from '@tanstack/react-router';
import { findReservedSegment, isStorefrontCode } from '../../markets';
import { ApiError } from '../../contract/api-error';
import { loadTranslations } from '../content/use-content';
import { NotFoundPage, rootRoute, ServerErrorPage } from './root';

export const storefrontRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$storefront',
  beforeLoad: ({ params, location, context }) => {
    if (!isStorefrontCode(params.storefront) || findReservedSegment(location.pathname)) throw notFound();
    const initial = context.bootstrap.initialError;
    if (initial && initial.href === location.href) {
      if (initial.status === 404) throw notFound();
      throw new ApiError(initial.status, 'server_error', 'Server error');
    }
  },
  loader: loadTranslations,
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: ServerErrorPage,
});
