// Audience segments, their popups and their basket upsells (docs/spec/commerce-core.md §3-5, docs/spec/storefront-shell.md §3-4;
// decision 038), read from three CMS stories of a content key: `segments`, `segmented-popups`
// and `segmented-upsells`. Each entry is checked on its own: a bad one is logged and dropped,
// the others still serve. Segments default to empty lists and hideNewsletter true (docs/spec/commerce-core.md §5).
import { z } from 'zod';
import type { Story } from '../../contract/content';
import type { Segment, SegmentContent } from '../../contract/segments';
import type { Logger } from '../log';

export const SEGMENT_SLUGS = { segments: 'segments', popups: 'segmented-popups', upsells: 'segmented-upsells' } as const;

const text = z.string().trim().min(1).max(200);
const list = z.array(z.string().trim().min(1).max(200)).max(100);
/** Rich text as the CMS sends it (rendered by construction in the client, rich-text.tsx). */
const richText = z.looseObject({ type: z.literal('doc'), content: z.array(z.unknown()) });
/** A site path or an https address: nothing else may become an image source. */
const asset = z.object({ filename: z.string().regex(/^(\/(?!\/)|https:\/\/)\S{1,500}$/) }).transform((a) => a.filename);

const segmentSchema = z.object({
  uid: z.string().max(200).optional(),
  _uid: z.string().max(200).optional(),
  id: text,
  utmCampaigns: list.default([]),
  utmContents: list.default([]),
  hideNewsletter: z.boolean().default(true),
});

const popupSchema = z.object({
  segmentId: text,
  popupIdentifier: text,
  form: z.literal('newsletter'),
  title: text,
  ctaLabel: text,
  description: richText.nullable().default(null),
  legal: richText.nullable().default(null),
  successMessage: z.string().max(500).default(''),
  errorMessage: z.string().max(500).default(''),
  mobileAsset: asset,
  mobileAltText: z.string().max(300),
  desktopAsset: asset,
  desktopAltText: z.string().max(300),
});

const upsellSchema = z.object({
  identifier: text,
  widgetId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/),
  description: richText,
  variables: z.record(z.string().regex(/^\w{1,40}$/), z.string().max(200)).default({}),
});

/** The entries of a story's list field that parse; the rest are logged and dropped. */
function entries<T>(story: Story | null, field: string, schema: z.ZodType<T>, log: Logger, what: string): T[] {
  if (!story) return [];
  const raw = story.content[field];
  if (!Array.isArray(raw)) {
    log('warn', `Invalid ${what} list dropped`, { fullSlug: story.fullSlug, field });
    return [];
  }
  return raw.flatMap((entry: unknown, index) => {
    const parsed = schema.safeParse(entry);
    if (parsed.success) return [parsed.data];
    const issue = parsed.error.issues[0];
    log('warn', `Invalid ${what} dropped`, {
      fullSlug: story.fullSlug,
      index,
      field: issue?.path.join('.') ?? '',
      problem: issue?.message ?? '',
    });
    return [];
  });
}

/**
 * The segments, popups and upsells of three stories (any may be null: none of that kind). Popups
 * and upsells of a segment that is not listed are dropped too, as are repeated segment ids.
 * @example parseSegmentContent({ segments: story, popups: null, upsells: null }, log).popups // []
 */
export function parseSegmentContent(
  stories: { segments: Story | null; popups: Story | null; upsells: Story | null },
  log: Logger,
): SegmentContent {
  const segments: Segment[] = [];
  for (const { uid, _uid, ...s } of entries(stories.segments, 'segments', segmentSchema, log, 'segment')) {
    if (segments.some((known) => known.id === s.id)) log('warn', 'Repeated segment dropped', { id: s.id });
    else segments.push({ uid: uid ?? _uid ?? s.id, ...s });
  }
  const known = (id: string, what: string) => {
    const ok = segments.some((s) => s.id === id);
    if (!ok) log('warn', `${what} of an unknown segment dropped`, { segmentId: id });
    return ok;
  };
  const popups = entries(stories.popups, 'popups', popupSchema, log, 'segmented popup').filter((p) =>
    known(p.segmentId, 'Segmented popup'),
  );
  const upsells = entries(stories.upsells, 'upsells', upsellSchema, log, 'segmented upsell').filter((u) =>
    known(u.identifier, 'Segmented upsell'),
  );
  return { segments, popups, upsells };
}
