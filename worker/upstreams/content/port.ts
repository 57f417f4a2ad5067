// The content port's origin: Storyblok's CDN with a delivery token, else the embedded origin.
// The composition root (upstreams/ports.ts) and the ops CLI (kv-seed/ops) both build it here.
import { remoteFetch } from '../remote-fetch';
import { createContentClient, type ContentPort } from './client';
import { embeddedContentFetch } from './embedded/origin';

export function contentPort(options: { storyblokToken?: string | undefined; fetch?: typeof fetch }): ContentPort {
  const token = options.storyblokToken;
  return createContentClient({
    fetch: options.fetch ?? (token ? remoteFetch : embeddedContentFetch),
    ...(token ? { accessToken: token } : {}),
  });
}
