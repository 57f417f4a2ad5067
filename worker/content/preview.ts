// Preview and bust flags of a request, honoured for editors only (docs/decisions/014). An
// editor is a request that carries either the Storyblok visual editor's signed query
// (`_storyblok_tk[space_id|timestamp|token]`, token = sha1(space_id:preview_token:timestamp),
// at most an hour old) or the configured CONTENT_PREVIEW_SECRET as `bust=<secret>`. Anyone else
// gets the cached published content: their flags are ignored, so they never reach the origin.
import { EDITOR_SIGNATURE_PARAMS, PREVIEW_FLAGS } from '../../markets';

/** Preview flags: `bust` (skip the KV read), `_storyblok_release`, `_storyblok` (inside the editor). */
export interface Preview {
  bust: boolean;
  release: string | undefined;
  editor: boolean;
}

export const NO_PREVIEW: Preview = { bust: false, release: undefined, editor: false };

/** How old the editor's signature may be (Storyblok's own check uses an hour). */
export const EDITOR_SIGNATURE_MAX_AGE_S = 3600;
/** Clock skew allowed for a signature stamped slightly in our future. */
const CLOCK_SKEW_S = 300;

export interface PreviewKeys {
  /** The space's preview token (STORYBLOK_TOKEN): it signs the visual editor's query. */
  storyblokToken: string | undefined;
  /** CONTENT_PREVIEW_SECRET: `bust=<secret>` makes a request an editor's. */
  previewSecret: string | undefined;
}

type Query = (name: string) => string | undefined;

const encoder = new TextEncoder();

async function sha1Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', encoder.encode(text)));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares two strings without leaking where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  return a.byteLength === b.byteLength && crypto.subtle.timingSafeEqual(a, b);
}

/** Whether the query carries the visual editor's valid, recent signature. */
export async function hasEditorSignature(query: Query, previewToken: string | undefined, nowMs = Date.now()): Promise<boolean> {
  const spaceId = query(EDITOR_SIGNATURE_PARAMS.spaceId) ?? '';
  const timestamp = query(EDITOR_SIGNATURE_PARAMS.timestamp) ?? '';
  const token = (query(EDITOR_SIGNATURE_PARAMS.token) ?? '').toLowerCase();
  if (!previewToken || !/^\d{1,20}$/.test(spaceId) || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{40}$/.test(token)) return false;
  const age = nowMs / 1000 - Number(timestamp);
  if (age > EDITOR_SIGNATURE_MAX_AGE_S || age < -CLOCK_SKEW_S) return false;
  return sameSecret(token, await sha1Hex(`${spaceId}:${previewToken}:${timestamp}`));
}

/** Whether this request is an editor's: the configured secret as `bust`, or the editor's signature. */
export async function isEditorRequest(query: Query, keys: PreviewKeys, nowMs = Date.now()): Promise<boolean> {
  const bust = query('bust');
  if (keys.previewSecret && bust !== undefined && sameSecret(bust, keys.previewSecret)) return true;
  return hasEditorSignature(query, keys.storyblokToken, nowMs);
}

/** The preview flags of a query string: all off unless the request is an editor's. */
export async function previewOfQuery(query: Query, keys: PreviewKeys, nowMs = Date.now()): Promise<Preview> {
  const flagged = PREVIEW_FLAGS.some((name) => query(name) !== undefined);
  if (!flagged || !(await isEditorRequest(query, keys, nowMs))) return NO_PREVIEW;
  const release = query('_storyblok_release')?.trim();
  return {
    bust: query('bust') !== undefined,
    // The editor sends `_storyblok_release=0` for "no release": the current drafts.
    release: release && /^[1-9]\d{0,11}$/.test(release) ? release : undefined,
    editor: query('_storyblok') !== undefined,
  };
}

/** Drafts are shown (release or editor): the page loads the visual-editor bridge. */
export const showsDrafts = (preview: Preview) => preview.editor || preview.release !== undefined;

/** Any flag honoured: the answer is the editor's own, never shared or kept. */
export const isPreview = (preview: Preview) => preview.bust || preview.editor || preview.release !== undefined;
