// Embedded content origin: Storyblok's CDN API v2 (stories, single story, datasource entries)
// served from the seed content bundled with the worker. It is called in-process through
// `embeddedContentFetch` and never mounted on a public route.
import { Hono } from 'hono';
import { z } from 'zod';
import { contentBundle, type BundledStory } from '../bundle';

const CV = Math.floor(Date.parse('2026-11-01T09:00:00.000Z') / 1000);
const origin = new Hono();

const listQuery = z.object({
  by_slugs: z.string().optional(),
  starts_with: z.string().optional(),
  content_type: z.string().optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  page: z.coerce.number().int().min(1).default(1),
});

/** Storyblok's `by_slugs`: a comma list in which a trailing `*` matches a folder. */
function matchesSlugs(story: BundledStory, bySlugs: string) {
  return bySlugs.split(',').some((pattern) => {
    const p = pattern.trim();
    return p.endsWith('*') ? story.full_slug.startsWith(p.slice(0, -1)) : story.full_slug === p;
  });
}

const notFound = () => Response.json(['This record could not be found'], { status: 404 });

origin.get('/v2/cdn/stories', (c) => {
  const parsed = listQuery.safeParse(c.req.query());
  if (!parsed.success) return c.json({ error: parsed.error.issues[0]?.message ?? 'Invalid query' }, 422);
  const q = parsed.data;
  let stories = contentBundle.stories;
  if (q.by_slugs !== undefined) stories = stories.filter((s) => matchesSlugs(s, q.by_slugs ?? ''));
  if (q.starts_with !== undefined) stories = stories.filter((s) => s.full_slug.startsWith(q.starts_with ?? ''));
  if (q.content_type !== undefined) stories = stories.filter((s) => s.content.component === q.content_type);
  const page = stories.slice((q.page - 1) * q.per_page, q.page * q.per_page);
  return c.json({ stories: page, cv: CV, rels: [], links: [] }, 200, { total: String(stories.length), 'per-page': String(q.per_page) });
});

origin.get('/v2/cdn/stories/*', (c) => {
  const fullSlug = decodeURIComponent(c.req.path.slice('/v2/cdn/stories/'.length)).replace(/\/$/, '');
  const story = contentBundle.stories.find((s) => s.full_slug === fullSlug);
  return story ? c.json({ story, cv: CV, rels: [], links: [] }) : notFound();
});

const entriesQuery = z.object({
  datasource: z.string().min(1),
  dimension: z.string().optional(),
  per_page: z.coerce.number().int().min(1).max(1000).default(25),
  page: z.coerce.number().int().min(1).default(1),
});

origin.get('/v2/cdn/datasource_entries', (c) => {
  const parsed = entriesQuery.safeParse(c.req.query());
  if (!parsed.success) return c.json({ error: parsed.error.issues[0]?.message ?? 'Invalid query' }, 422);
  const q = parsed.data;
  const entries = contentBundle.datasources[q.datasource as keyof typeof contentBundle.datasources];
  if (!entries) return notFound();
  const shaped = entries.map((e) => ({
    id: e.id,
    name: e.name,
    value: e.value,
    dimension_value: q.dimension ? ((e as { dimension_values?: Record<string, string> }).dimension_values?.[q.dimension] ?? null) : null,
  }));
  const page = shaped.slice((q.page - 1) * q.per_page, q.page * q.per_page);
  return c.json({ datasource_entries: page }, 200, { total: String(entries.length), 'per-page': String(q.per_page) });
});

origin.all('*', () => notFound());

/** A `fetch` that answers Storyblok API URLs from the embedded origin. */
export const embeddedContentFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  return origin.fetch(new Request(`https://embedded.content${url.pathname}${url.search}`, request));
};
