// Shared content renders without the layout.
import { createRoute } from '@tanstack/react-router';
import { loadSharedContent } from '../../content/use-content';
import { page } from '../page-module';
import { storefrontRoute } from '../storefront';

export const sharedContentRoute = createRoute({
  getParentRoute: () => storefrontRoute,
  path: 'shared-content',
  loader: loadSharedContent,
  ...page('shared-content', () => import('./page'), 'SharedContentPage'),
});
