// A storefront's homepage: its CMS story and the story's product carousels.
import { createRoute } from '@tanstack/react-router';
import { loadCarousels } from '../../content/carousels';
import { loadStory } from '../../content/use-content';
import { layoutRoute } from '../layout';
import { page } from '../page-module';

export const homepageRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/',
  loader: async (ctx) => {
    const story = await loadStory(ctx, 'homepage');
    await loadCarousels(ctx, 'homepage', story);
    return story;
  },
  ...page('homepage', () => import('./page'), 'HomePage'),
});
