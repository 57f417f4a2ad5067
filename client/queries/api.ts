// Fetching the worker's JSON API: in the browser through fetch, on the server in-process.
// Errors keep the API's {error:{code,message}} so callers can branch on the code.
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const browserFetch: ApiFetch = (path, init) => fetch(path, init);

export async function getJson<T>(api: ApiFetch, path: string, init?: RequestInit): Promise<T> {
  const response = await api(path, { ...init, headers: { accept: 'application/json', ...init?.headers } });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { error?: { code?: string; message?: string } } | undefined;
    throw new ApiError(response.status, body?.error?.code ?? 'http_error', body?.error?.message ?? response.statusText);
  }
  return (await response.json()) as T;
}
