// Storyblok's publish webhook as Storyblok sends it: the body signed with the test secret (HMAC-SHA1).
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { app } from '../../worker/app';
import { ORIGIN } from './fetch';

export const WEBHOOK_SECRET = 'test-webhook-secret';

export async function signWebhook(body: string, secret = WEBHOOK_SECRET) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)));
  return [...mac].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Sends a signed notification through the app; waits for the background work it started. */
export async function sendWebhook(payload: unknown, bindings: Env = env): Promise<Response> {
  const body = JSON.stringify(payload);
  const headers = { 'content-type': 'application/json', 'webhook-signature': await signWebhook(body) };
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}/api/storyblok/webhook`, { method: 'POST', body, headers }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
