// The login page, from its CMS story.
import { createRoute } from '@tanstack/react-router';
import { loadStory } from '../../content/use-content';
import { layoutRoute } from '../layout';
import { page } from '../page-module';

export const loginRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'login',
  loader: (ctx) => loadStory(ctx, 'login'),
  ...page('login', () => import('./page'), 'LoginPage'),
});
