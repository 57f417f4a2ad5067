// A segment's upsell on the basket (docs/spec/commerce-core.md §3, decision 038): for the session's active
// segment, the upsell whose identifier is the segment's id, as a recommendation list (the
// basket's own, with the upsell's widget and list name) headed by its description with the
// variables filled in. Nothing without an active segment or an upsell for it.
import type { ReactNode } from 'react';
import { RichText } from '../content/rich-text';
import { fillTokens } from './fill-tokens';
import { useActiveSegment } from './use-active-segment';

export interface UpsellPlace {
  widgetId: string;
  list: 'basket-upsell';
  heading: (id: string) => ReactNode;
}

export function SegmentUpsell({ render }: { render: (place: UpsellPlace) => ReactNode }) {
  const active = useActiveSegment();
  const upsell = active?.content.upsells.find((u) => u.identifier === active.segment.id);
  if (!upsell) return null;
  const description = fillTokens(upsell.description, upsell.variables);
  return render({
    widgetId: upsell.widgetId,
    list: 'basket-upsell',
    heading: (id) => (
      <div id={id} className="basket-upsell__description" data-upsell={upsell.identifier}>
        <RichText doc={description} />
      </div>
    ),
  });
}
