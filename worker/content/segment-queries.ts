// Audience segments for the browser (decision 038): a storefront's segments, popups and basket
// upsells in one answer, so the client reads them with one query after hydration, from the edge
// cache like other shared content. None of it is in a page's state (decision 034).
import type { StorefrontCode } from '../../markets';
import type { SegmentContent } from '../../contract/segments';
import { parseSegmentContent, SEGMENT_SLUGS } from './segments';
import { optionalStory } from './service';
import type { ServiceContext } from '../request/context';
import type { PreviewSearch } from '../../contract/api';

/** The storefront's segment content; a missing story means none of that kind. */
export async function segments(ctx: ServiceContext, storefront: StorefrontCode, search: PreviewSearch = ''): Promise<SegmentContent> {
  const [segments, popups, upsells] = await Promise.all([
    optionalStory(ctx, storefront, SEGMENT_SLUGS.segments, search),
    optionalStory(ctx, storefront, SEGMENT_SLUGS.popups, search),
    optionalStory(ctx, storefront, SEGMENT_SLUGS.upsells, search),
  ]);
  return parseSegmentContent({ segments, popups, upsells }, ctx.log);
}
