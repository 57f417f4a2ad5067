// Shared content page: the storefront's shared blocks without the layout, for embedding.
import { PageHead } from '../../components/page-head';
import { HydrationMark } from '../../components/hydration-mark';
import { Blocks } from '../../content/blocks';
import { useSharedContent } from '../../content/use-content';

export function SharedContentPage() {
  const stories = useSharedContent();
  return (
    <main className="shared-content" data-page-type="unknown">
      <PageHead title="Shared content" noindex />
      {stories.map((story) => (
        <section key={story.uuid} data-story={story.fullSlug}>
          <Blocks blocks={[story.content]} />
        </section>
      ))}
      <HydrationMark />
    </main>
  );
}
