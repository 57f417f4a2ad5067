// One error type for the whole worker: a code, an HTTP status and a message that is safe to
// show. `/api/*` answers it as JSON; pages render the error page with its status.
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CartError, type CartErrorCode } from './upstreams/cart/errors';

export type ErrorCode =
  | 'bad_request'
  | 'not_found'
  | 'method_not_allowed'
  | 'forbidden'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'timeout'
  | 'upstream_error'
  | 'internal_error'
  // The cart service's refusals keep the spec's codes (commerce-core 8).
  | CartErrorCode;

export class AppError extends HTTPException {
  readonly code: ErrorCode;
  constructor(status: ContentfulStatusCode, code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(status, { message, cause: options?.cause });
    this.code = code;
  }
}

export const badRequest = (message: string) => new AppError(400, 'bad_request', message);
export const notFound = (message: string) => new AppError(404, 'not_found', message);

/** Map anything thrown to an AppError; unknown errors become a 500 with a generic message. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof CartError) return new AppError(error.status as ContentfulStatusCode, error.code, error.message, { cause: error });
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const code: ErrorCode = status === 404 ? 'not_found' : status < 500 ? 'bad_request' : 'internal_error';
    return new AppError(status, code, error.message || 'Request failed', { cause: error });
  }
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new AppError(504, 'timeout', 'The operation was aborted due to timeout', { cause: error });
  }
  return new AppError(500, 'internal_error', 'Something went wrong', { cause: error });
}

export function errorBody(error: AppError) {
  return { error: { code: error.code, message: error.message } };
}
