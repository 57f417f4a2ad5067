// The data the app reads, as one typed interface with two implementations: on the server the
// worker's domain services called in-process with the request's context (worker/request/
// server-api.ts), in the browser HTTP to `/api` (./http-api.ts). The interface and its answer
// types are the API's (contract/api.ts), so an answer reaches the component as the service typed it.
// Errors keep the API's {error:{code,message}} as an ApiError (contract/, shared with the server
// render's Api) so callers can branch on the code.
import { ApiError } from '../../contract/api-error';

export type { Api } from '../../contract/api';

/** What an Api method resolves to. */
export type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** How the browser's Api reaches the worker (the page's own `fetch`; a fake in tests). */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

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
