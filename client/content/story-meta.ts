// Title and description of a page from its story (seoTitle, seoDescription, title, name).
import type { Story } from '../queries/content';

export function storyMeta(story: Story): { title: string; description?: string } {
  const c = story.content;
  const title = (typeof c.seoTitle === 'string' && c.seoTitle.trim()) || (typeof c.title === 'string' && c.title.trim()) || story.name;
  const description = typeof c.seoDescription === 'string' && c.seoDescription.trim() ? c.seoDescription.trim() : undefined;
  return description ? { title, description } : { title };
}
