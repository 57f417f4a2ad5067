// Requests to the worker under test, as a browser in a given country would send them.
import { exports } from 'cloudflare:workers';

export const ORIGIN = 'https://argyle.test';

export function get(path: string, init: RequestInit & { country?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.country) headers.set('cf-ipcountry', init.country);
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers, redirect: 'manual' }));
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}
