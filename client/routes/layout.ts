// The one layout (default): header, page, footer, with the CMS layout content they show.
import { createRoute } from '@tanstack/react-router';
import { DefaultLayout } from '../components/default-layout';
import { loadLayout } from '../content/use-content';
import { NotFoundPage, ServerErrorPage } from './root';
import { storefrontRoute } from './storefront';

export const layoutRoute = createRoute({
  getParentRoute: () => storefrontRoute,
  id: 'layout',
  loader: loadLayout,
  component: DefaultLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ServerErrorPage,
});
