// Title, description and link-preview picture of a page from its story (seoTitle, seoDescription,
// title, name; the first image in its blocks).
import type { Story } from '../queries/content';

const IMAGE_FILE = /\.(?:avif|gif|jpe?g|png|svg|webp)$/i;

/** The first CMS image (an asset's `filename`) in a story's blocks, in the order they show. */
function firstImage(value: unknown, depth = 0): string | undefined {
  if (depth > 12 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstImage(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const filename = (value as { filename?: unknown }).filename;
  if (typeof filename === 'string' && IMAGE_FILE.test(filename.split('?')[0] ?? '')) return filename;
  for (const child of Object.values(value)) {
    const found = firstImage(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function storyMeta(story: Story): { title: string; description?: string; preview: { image?: string } } {
  const c = story.content;
  const title = (typeof c.seoTitle === 'string' && c.seoTitle.trim()) || (typeof c.title === 'string' && c.title.trim()) || story.name;
  const description = typeof c.seoDescription === 'string' && c.seoDescription.trim() ? c.seoDescription.trim() : undefined;
  const image = firstImage(c);
  const preview = image ? { image } : {};
  return description ? { title, description, preview } : { title, preview };
}
