// An `/api` refusal as the caller sees it (status, code, message), on both sides: the browser's
// Api reads it from the answer's {error:{code,message}}; the server render's Api makes it from
// the service's failure (worker/request/server-api.ts), so loaders branch the same way on both.
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
