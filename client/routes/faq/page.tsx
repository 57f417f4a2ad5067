// FAQ with sections (/faq/{section} shows one section first), and the cookie policy.
import { useParams } from '@tanstack/react-router';
import { PageHead } from '../../components/page-head';
import { Blocks } from '../../content/blocks';
import { storyMeta } from '../../content/story-meta';
import { useStory } from '../../content/use-content';
import { useAppState } from '../../state/bootstrap';

export function FaqPage() {
  const story = useStory('faq');
  const { section } = useParams({ strict: false }) as { section?: string };
  const sections = Array.isArray(story.content.sections) ? (story.content.sections as Array<{ slug?: unknown }>) : [];
  const { bootstrap } = useAppState();
  const ordered = section ? [...sections.filter((s) => s.slug === section), ...sections.filter((s) => s.slug !== section)] : sections;
  return (
    <article className="page faq-page" data-page-type="faq" data-section={section} data-story={story.fullSlug}>
      {/* A section is the FAQ shown from that section: the FAQ is the canonical page. */}
      <PageHead {...storyMeta(story)} canonicalPath={`/${bootstrap.storefront}/faq`} />
      <Blocks blocks={[{ ...story.content, sections: ordered }]} />
    </article>
  );
}

export function CookiePolicyPage() {
  const story = useStory('faq/cookie-policy');
  return (
    <article className="page faq-page" data-page-type="faq" data-section="cookie-policy" data-story={story.fullSlug}>
      <PageHead {...storyMeta(story)} />
      <Blocks blocks={[story.content]} />
    </article>
  );
}
