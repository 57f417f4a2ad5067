// Which audience segment a visit belongs to and whether it marks a subscriber (docs/spec/commerce-core.md §4,
// shell 4; decision 038). Pure, unit-tested.
import type { Segment } from '../../contract/segments';
import type { Utm } from './utm';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The first segment whose utmCampaigns holds the visit's campaign or whose utmContents holds its
 * content (case-insensitive), or undefined.
 * @example activeSegment([{ id: 'gift-guide', utmCampaigns: ['xmas-2026'], … }], { campaign: 'xmas-2026' })?.id // 'gift-guide'
 */
export function activeSegment<S extends Pick<Segment, 'utmCampaigns' | 'utmContents'>>(segments: readonly S[], utm: Utm): S | undefined {
  const { campaign, content } = utm;
  return segments.find(
    (s) =>
      (campaign !== undefined && s.utmCampaigns.some((c) => same(c, campaign))) ||
      (content !== undefined && s.utmContents.some((c) => same(c, content))),
  );
}

/** utm_medium=email, or a has_subscribed query parameter (any value but false or 0), marks a subscriber. */
export function marksSubscriber(search: string, utm: Utm): boolean {
  if (utm.medium !== undefined && same(utm.medium, 'email')) return true;
  const flag = new URLSearchParams(search).get('has_subscribed');
  return flag !== null && !['false', '0'].includes(flag.trim().toLowerCase());
}
