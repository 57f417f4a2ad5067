// Storyblok CDN answers as the content port accepts them, and the domain types they become
// (a Story and a Category are the API's: contract/content.ts).
import { z } from 'zod';
import { blockSchema, type Story } from '../../../contract/content';

export const storySchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string().min(1),
  lang: z.string().optional(),
  published_at: z.string().nullable().optional(),
  content: blockSchema,
});

export const storyResponseSchema = z.object({ story: storySchema });
export const storiesResponseSchema = z.object({ stories: z.array(storySchema) });
export const datasourceEntriesResponseSchema = z.object({
  datasource_entries: z.array(
    z.object({ id: z.number(), name: z.string(), value: z.string(), dimension_value: z.string().nullable().optional() }),
  ),
});

export interface DatasourceEntry {
  name: string;
  /** The entry's value in the requested dimension, else its default value. */
  value: string;
}

export function toStory(raw: z.infer<typeof storySchema>): Story {
  return {
    id: raw.id,
    uuid: raw.uuid,
    name: raw.name,
    slug: raw.slug,
    fullSlug: raw.full_slug,
    lang: raw.lang ?? 'default',
    publishedAt: raw.published_at ?? null,
    content: raw.content,
  };
}
