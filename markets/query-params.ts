// Query parameters that make a request an editor's or a shopper's own: one list for the worker
// (preview access, docs/decisions/014; the edge cache never shares such an answer, decision 024)
// and the client (it carries the preview part of a page's URL on to the content API).

/** Preview flags: `bust` (skip the KV read), `_storyblok_release` (a release), `_storyblok` (inside the editor). */
export const PREVIEW_FLAGS = ['bust', '_storyblok_release', '_storyblok'] as const;

/** The visual editor's signature, which lets the worker honour the flags. */
export const EDITOR_SIGNATURE_PARAMS = {
  spaceId: '_storyblok_tk[space_id]',
  timestamp: '_storyblok_tk[timestamp]',
  token: '_storyblok_tk[token]',
} as const;

/** What a page passes on to the content API: the flags and the signature. */
export const PREVIEW_PARAMS = [...PREVIEW_FLAGS, ...Object.values(EDITOR_SIGNATURE_PARAMS)] as const;

/** A shopper's own page: a return from payment, a basket restored from a link. */
export const SHOPPER_PARAMS = ['redirectResult', 'items'] as const;

const PRIVATE = new Set<string>([...PREVIEW_PARAMS, ...SHOPPER_PARAMS]);

/** Whether a parameter makes the answer private (every `_storyblok…` one is the editor's). */
export const isPrivateParam = (name: string) => PRIVATE.has(name) || name.startsWith('_storyblok');

/** Whether a query string carries a private parameter: never read from or written to a shared cache. */
export function hasPrivateParams(params: URLSearchParams): boolean {
  for (const name of params.keys()) if (isPrivateParam(name)) return true;
  return false;
}
