// Catch-all pages from the CMS: content (about-us, shipping), blog, campaign, and category
// listings (title and intro now; the product grid comes from the search service).
import { pageMetaOf, routePath, storySlugOf } from '../../../markets';
import { Listing } from '../../listing/listing';
import { PageHead } from '../../components/page-head';
import { Later, laterPart } from '../../components/later';
import { RichText } from '../../content/rich-text';
import { storyMeta } from '../../content/story-meta';
import { useLayout, useStory } from '../../content/use-content';
import { useCarousels } from '../../content/carousels';
import { usePageLocation } from '../../state/page-location';
// The blocks' styles come with the page's; their code after it.
import '../../content/content.css';
import '../../newsletter/newsletter.css';
import '../../components/basic-dialog.css';

/**
 * A content page's CMS blocks: the server renders them in full; in the browser their code (which
 * a listing, also this route, does not use) loads after the page's and hydrates them in a later
 * pass (decision 050).
 */
const Blocks = laterPart(() => import('../../content/blocks').then((m) => m.Blocks));

export function CatchAllPage() {
  const pathname = usePageLocation('pathname');
  const meta = pageMetaOf(pathname);
  const slug = storySlugOf(pathname);
  const story = useStory(slug);
  const { newsletter } = useLayout();
  const carousels = useCarousels(slug, story);
  const c = story.content;
  const head = storyMeta(story);
  return (
    <article className={`page ${meta.type}-page`} data-page-type={meta.type} data-context={meta.context} data-story={story.fullSlug}>
      {c.component === 'category' ? null : <PageHead {...head} />}
      {c.component === 'category' ? (
        <>
          <header className="listing-header" data-search-filter={JSON.stringify(c.searchFilter ?? {})}>
            <h1>{typeof c.title === 'string' ? c.title : story.name}</h1>
            <RichText doc={c.intro} className="listing-intro" />
          </header>
          <Listing slugs={routePath(pathname).slice(1)} title={head.title} description={head.description} image={head.preview.image} />
        </>
      ) : (
        <Later>
          <Blocks blocks={[c]} newsletter={newsletter} carousels={carousels} />
        </Later>
      )}
    </article>
  );
}
