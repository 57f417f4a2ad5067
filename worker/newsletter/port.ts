// The newsletter port's origin (upstreams/ports.ts builds it): the email service when
// NEWSLETTER_BASE_URL is set, else the embedded origin's D1 table.
import type { PortContext } from '../upstreams/port-context';
import { createNewsletterClient, type NewsletterPort } from '../upstreams/newsletter/client';
import { embeddedNewsletterFetch } from '../upstreams/newsletter/embedded/origin';
import { remoteFetch } from '../upstreams/remote-fetch';

export const buildNewsletterPort = ({ config, env, requestId }: PortContext): NewsletterPort =>
  createNewsletterClient({
    fetch: config.newsletterBaseUrl ? remoteFetch : embeddedNewsletterFetch(env.DB),
    baseUrl: config.newsletterBaseUrl ?? 'https://newsletter.embedded',
    ...(requestId ? { requestId } : {}),
  });
