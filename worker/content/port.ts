// The content port's origin: Storyblok's CDN with a delivery token, else the embedded origin.
// The composition root (upstreams/ports.ts) and the ops CLI (kv-seed/ops) both build it here.
import { timed, type Timing } from '../timing';
import { createContentClient, type ContentPort } from '../upstreams/content/client';
import { embeddedContentFetch } from '../upstreams/content/embedded/origin';
import { remoteFetch } from '../upstreams/remote-fetch';

export function contentPort(options: { storyblokToken?: string | undefined; fetch?: typeof fetch }): ContentPort {
  const token = options.storyblokToken;
  return createContentClient({
    fetch: options.fetch ?? (token ? remoteFetch : embeddedContentFetch),
    ...(token ? { accessToken: token } : {}),
  });
}

/**
 * The request's content port (a PortContext fits); its calls count as `content` in the
 * Server-Timing. It names only what it reads: the ops CLI imports this module without the
 * worker's bindings.
 */
export const buildContentPort = ({ config, timing }: { config: { storyblokToken?: string | undefined }; timing?: Timing }): ContentPort =>
  timed(contentPort({ storyblokToken: config.storyblokToken }), timing, 'content');
