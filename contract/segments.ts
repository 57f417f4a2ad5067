// Audience segments, their popups and basket upsells as the API answers them (decision 038).
// The worker reads them from CMS stories with its own checks (worker/content/segments.ts),
// typed against these.

/** Rich text as the CMS sends it (rendered by construction in the client, rich-text.tsx). */
export interface RichTextDoc {
  type: 'doc';
  content: unknown[];
  [key: string]: unknown;
}

/** An audience segment: active when the visit's utm campaign or content is one of its lists. */
export interface Segment {
  uid: string;
  id: string;
  utmCampaigns: string[];
  utmContents: string[];
  hideNewsletter: boolean;
}

/** A segment's popup: a newsletter sign-up shown once to a visitor of the segment. */
export interface SegmentedPopup {
  segmentId: string;
  popupIdentifier: string;
  form: 'newsletter';
  title: string;
  ctaLabel: string;
  description: RichTextDoc | null;
  legal: RichTextDoc | null;
  successMessage: string;
  errorMessage: string;
  /** A site path or an https address. */
  mobileAsset: string;
  mobileAltText: string;
  desktopAsset: string;
  desktopAltText: string;
}

/** A segment's block on the basket: `identifier` is the segment's id (decision 038). */
export interface SegmentedUpsell {
  identifier: string;
  widgetId: string;
  description: RichTextDoc;
  variables: Record<string, string>;
}

export interface SegmentContent {
  segments: Segment[];
  popups: SegmentedPopup[];
  upsells: SegmentedUpsell[];
}
