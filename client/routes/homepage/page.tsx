// Homepage (landing) of a storefront, from its CMS story.
import { Blocks } from '../../content/blocks';
import { useCarousels } from '../../content/carousels';
import { useLayout, useStory } from '../../content/use-content';
import { PageHead } from '../../components/page-head';
import { storyMeta } from '../../content/story-meta';

export function HomePage() {
  const story = useStory('homepage');
  const { newsletter } = useLayout();
  const carousels = useCarousels('homepage', story);
  return (
    <article className="page homepage" data-page-type="homepage" data-story={story.fullSlug}>
      <PageHead {...storyMeta(story)} />
      <Blocks blocks={[story.content]} newsletter={newsletter} carousels={carousels} />
    </article>
  );
}
