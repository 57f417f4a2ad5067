// Login page, from its CMS story.
import { PageHead } from '../../components/page-head';
import { Blocks } from '../../content/blocks';
import { storyMeta } from '../../content/story-meta';
import { useStory } from '../../content/use-content';

export function LoginPage() {
  const story = useStory('login');
  return (
    <article className="page login-page" data-page-type="unknown">
      <PageHead {...storyMeta(story)} noindex />
      <Blocks blocks={[story.content]} />
    </article>
  );
}
