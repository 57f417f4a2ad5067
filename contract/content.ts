// CMS content as the API answers it: stories, their blocks and categories. The content port
// (worker/upstreams/content/) reads the CMS's answers into these.
import { z } from 'zod';

/** A story's content: a block of a named component; its fields are the component's. */
export const blockSchema = z.looseObject({ component: z.string().min(1), _uid: z.string().optional() });

/** A story as the shop uses it. */
export interface Story {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  fullSlug: string;
  lang: string;
  publishedAt: string | null;
  content: z.infer<typeof blockSchema>;
}

/** Category stories (content_type category) carry these fields for listings. */
export const categorySchema = z.object({
  full_slug: z.string().min(1),
  id: z.string().min(1),
  uuid: z.string().min(1),
  name: z.string().min(1),
  lang: z.string().min(1),
});
export type Category = z.infer<typeof categorySchema>;

/** The product an enhanced blocks story is picked for (decision 018). */
export interface EnhancedTarget {
  sku: string;
  collections: readonly string[];
}
