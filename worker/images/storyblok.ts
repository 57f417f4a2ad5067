// CMS images by Storyblok's image service URLs (decision 068): `{asset}/m/` (as uploaded),
// `{asset}/m/{width}x{height}` and `…/filters:quality(q):format(f):fill(color)`. The embedded
// content origin serves its assets through the image service with these URLs, so pages write the
// same URLs whichever content origin is configured. Read into the service's own query.
//   width   0 or missing: the service's default (720); otherwise snapped to the spec widths
//   height  0 only (keep the aspect): the service crops nothing else
//   filters quality, format (webp, avif, jpeg, png) and fill (bg-color); others are ignored

export type StoryblokQuery = { ok: true; query: Record<string, string> } | { ok: false; error: string };

const SIZE = /^(\d{1,5})x(\d{1,5})$/;
const FILTER = /^([a-z_]+)\(([^()]*)\)$/;

/**
 * The service query of a Storyblok-style size and filters path segment.
 * @example storyblokQuery('720x0', 'filters:quality(60):format(webp)') // { ok: true, query: { width: '720', quality: '60', format: 'webp' } }
 */
export function storyblokQuery(size: string | undefined, filters: string | undefined): StoryblokQuery {
  const query: Record<string, string> = {};
  if (size !== undefined && size !== '') {
    const match = SIZE.exec(size);
    if (!match) return { ok: false, error: 'Invalid size: {width}x{height}' };
    if (match[2] !== '0') return { ok: false, error: 'Invalid size: height 0 only' };
    if (match[1] !== '0') query.width = String(match[1]);
  }
  if (filters !== undefined && filters !== '') {
    if (!filters.startsWith('filters:')) return { ok: false, error: 'Invalid filters' };
    for (const part of filters.slice('filters:'.length).split(':')) {
      const [, name, value = ''] = FILTER.exec(part) ?? [];
      if (!name) return { ok: false, error: 'Invalid filters' };
      if (name === 'quality') query.quality = value;
      else if (name === 'format') query.format = value;
      else if (name === 'fill' && value !== 'transparent') query['bg-color'] = value;
    }
  }
  return { ok: true, query };
}
