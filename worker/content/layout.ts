// The layout (navigation, footer, top banner, newsletter texts) as every page's state carries
// it: each story trimmed to the fields the shell reads (client/header/navigation.ts,
// components/footer.tsx, components/top-banner.tsx, newsletter/newsletter-form.tsx). Story
// metadata, `_uid`s, `_editable`, `component` and link details go: the state is written into
// every page and parsed before hydration (decision 034). The server renders from the same
// projection, so the markup and the browser's first render agree. Editors (preview) get the
// stories whole, as the CMS sent them.
import type { Story } from '../../contract/content';
import type { LayoutStory } from '../../contract/api';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const records = (value: unknown): Fields[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/** The named fields of `from` that are set (undefined, null and false are left out: readers treat them alike). */
function pick(from: Fields, names: readonly string[]): Fields {
  const to: Fields = {};
  for (const name of names) {
    const value = from[name];
    if (value !== undefined && value !== null && value !== false) to[name] = value;
  }
  return to;
}

/** A Storyblok link as `linkUrl` reads it: a string, or its `cached_url` / `url`. */
function link(value: unknown): unknown {
  return isRecord(value) ? pick(value, ['cached_url', 'url']) : value;
}

/**
 * Navigation items keep their id as `uid` (the spec's alias of `_uid`): the header renders it
 * (menu triggers, Radix values). Submenus and links are keyed by position (parseNavigation).
 */
function navigation(content: Fields): Fields {
  return {
    items: records(content.items).map((item) => ({
      ...pick(item, ['text', 'url']),
      ...pick({ uid: item._uid ?? item.uid }, ['uid']),
      submenus: records(item.submenus).map((submenu) => ({
        ...pick(submenu, ['name']),
        links: records(submenu.links).map((l) => pick(l, ['text', 'url', 'disabled', 'isHighlighted'])),
      })),
    })),
  };
}

const FOOTER_LINK_LISTS = ['blockOneTopLinks', 'blockOneBottomLinks', 'blockTwoLinks', 'bottomBarLinks'] as const;

function footer(content: Fields): Fields {
  const out = pick(content, ['blockOneTitle', 'blockTwoTitle', 'copyright']);
  for (const name of FOOTER_LINK_LISTS) {
    out[name] = records(content[name]).map((l) => ({ ...pick(l, ['label']), link: link(l.link) }));
  }
  out.socialLinks = records(content.socialLinks).map((l) => pick(l, ['network', 'url']));
  return out;
}

function topBanner(content: Fields): Fields {
  return {
    messages: records(content.messages).map((m) => pick(m, ['key', 'message', 'backgroundColor'])),
    ...(content.link ? { link: link(content.link) } : {}),
    ...(content.linkUs ? { linkUs: link(content.linkUs) } : {}),
  };
}

/** Rich-text documents (title, subtitle, legal, messages) and the button label, as they are. */
const newsletter = (content: Fields): Fields => pick(content, ['title', 'subtitle', 'button', 'successMessage', 'errorMessage', 'legal']);

const projections = { navigation, footer, topBanner, newsletter };

export type LayoutPart = keyof typeof projections;

/**
 * Projections by story object: the content cache answers one object per stored version
 * (parsed-memo.ts), so each version is projected once per isolate, not on every page.
 */
const projected: Record<LayoutPart, WeakMap<Story, LayoutStory>> = {
  navigation: new WeakMap(),
  footer: new WeakMap(),
  topBanner: new WeakMap(),
  newsletter: new WeakMap(),
};

/** A layout story for shoppers: only what the shell renders. */
export function projectLayoutStory(part: LayoutPart, story: Story): LayoutStory {
  const known = projected[part].get(story);
  if (known) return known;
  const layoutStory = { content: projections[part](story.content) };
  projected[part].set(story, layoutStory);
  return layoutStory;
}
