// The FAQ (/faq, and /faq/{section} for one of its sections first) and the cookie policy.
import { createRoute, notFound } from '@tanstack/react-router';
import { loadStory } from '../../content/use-content';
import { layoutRoute } from '../layout';
import { page } from '../page-module';

export const faqRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'faq',
  loader: (ctx) => loadStory(ctx, 'faq'),
  ...page('faq', () => import('./page'), 'FaqPage'),
});
export const cookiePolicyRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'faq/cookie-policy',
  loader: (ctx) => loadStory(ctx, 'faq/cookie-policy'),
  ...page('faq', () => import('./page'), 'CookiePolicyPage'),
});
export const faqSectionRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'faq/$section',
  loader: async (ctx) => {
    const faq = await loadStory(ctx, 'faq');
    const sections = Array.isArray(faq.content.sections) ? (faq.content.sections as Array<{ slug?: unknown }>) : [];
    if (!sections.some((s) => s.slug === ctx.params.section)) throw notFound();
    return faq;
  },
  ...page('faq', () => import('./page'), 'FaqPage'),
});
