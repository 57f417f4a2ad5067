// Catch-all pages: content (about-us, shipping), blog, campaign, and category listings.
import { useLocation } from '@tanstack/react-router';
import { pageMetaOf, routePath } from '../../markets';
import { PageHead } from '../components/page-head';

const titleOf = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/-/g, ' '))
    .join(' · ') || 'Argyle';

export function CatchAllPage() {
  const { pathname } = useLocation();
  const meta = pageMetaOf(pathname);
  const title = titleOf(routePath(pathname));
  return (
    <article className={`page ${meta.type}-page`} data-page-type={meta.type} data-context={meta.context}>
      <PageHead title={title} />
      <h1>{title}</h1>
    </article>
  );
}
