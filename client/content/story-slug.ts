// The CMS story behind a catch-all path: categories live under categories/, content pages
// (about-us, shipping, blog, campaign) under their own path.
import { pageMetaOf, routePath } from '../../markets';

export function storySlugOf(pathname: string): string {
  const slug = routePath(pathname).replace(/^\/|\/$/g, '');
  return pageMetaOf(pathname).type === 'category' ? `categories/${slug}` : slug;
}
