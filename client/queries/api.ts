// The data the app reads, as one typed interface with two implementations: on the server the
// worker's domain services called in-process with the request's context (worker/services/
// server-api.ts), in the browser HTTP to `/api` (./http-api.ts). Its types are the services'
// own (worker/services/contract.ts, imported as types only), so an answer reaches the component
// as the service typed it.
// Errors keep the API's {error:{code,message}} as an ApiError (contract/, shared with the server
// render's Api) so callers can branch on the code.
import { ApiError } from '../../contract/api-error';
import type { CartApi, CatalogueApi, CheckoutApi, ContentApi, MarketApi, NewsletterApi } from '../../worker/services/contract';

/** How the browser's Api reaches the worker (the page's own `fetch`; a fake in tests). */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export interface Api {
  content: ContentApi;
  catalogue: CatalogueApi;
  /** The shopper's own calls: the browser makes them after hydration; on the server they refuse. */
  cart: CartApi;
  checkout: CheckoutApi;
  newsletter: NewsletterApi;
  /** The market switch's: country-code and the geo country. */
  market: MarketApi;
}

/** What an Api method resolves to. */
export type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** An `/api` call; a refusal rejects as ApiError with the API's code and message. */
async function call(api: ApiFetch, path: string, init?: RequestInit): Promise<Response> {
  const response = await api(path, { ...init, headers: { accept: 'application/json', ...init?.headers } });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { error?: { code?: string; message?: string } } | undefined;
    throw new ApiError(response.status, body?.error?.code ?? 'http_error', body?.error?.message ?? response.statusText);
  }
  return response;
}

/** The one JSON boundary: an `/api` answer read as the type its service returns. */
export async function getJson<T>(api: ApiFetch, path: string, init?: RequestInit): Promise<T> {
  return (await (await call(api, path, init)).json()) as T;
}

/** An `/api` call answered without a body (204). */
export async function send(api: ApiFetch, path: string, init?: RequestInit): Promise<void> {
  await (await call(api, path, init)).body?.cancel();
}
