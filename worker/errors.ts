// One error type for the whole worker: a code, an HTTP status and a message that is safe to
// show. `/api/*` answers it as JSON; pages render the error page with its status. This is also
// the one place where an upstream port's failure (UpstreamError) becomes an HTTP answer.
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from './log';
import { UpstreamError, type PortName } from './upstreams/errors';
import { CartError, type CartErrorCode } from './upstreams/cart/errors';
import { PaymentsError, type PaymentsErrorCode } from './upstreams/payments/errors';

export type ErrorCode =
  | 'bad_request'
  | 'not_found'
  | 'method_not_allowed'
  | 'forbidden'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  // A limit on tries (payment attempts, discount codes): 429 like rate_limited, its own words in the shop.
  | 'too_many_attempts'
  | 'timeout'
  | 'upstream_error'
  | 'upstream_unavailable'
  // No way to pay is configured (test payments off, no live provider): decision 044.
  | 'payments_unavailable'
  | 'internal_error'
  // The cart service's refusals keep the spec's codes (docs/spec/commerce-core.md §8).
  | CartErrorCode
  // So do the commerce backend's order refusals (UNAUTHORIZED, MISSING_SHIPPING_OPTION_ERROR, TAX_JAR_ERROR, …).
  | PaymentsErrorCode;

/** Seconds a client is asked to wait (Retry-After) when an upstream service is down. */
export const UPSTREAM_RETRY_AFTER_SECONDS = 30;

export class AppError extends HTTPException {
  readonly code: ErrorCode;
  /** Seconds for the Retry-After header (429, 503). */
  readonly retryAfter: number | undefined;
  constructor(status: ContentfulStatusCode, code: ErrorCode, message: string, options?: { cause?: unknown; retryAfter?: number }) {
    super(status, { message, cause: options?.cause });
    this.code = code;
    this.retryAfter = options?.retryAfter;
  }
}

export const badRequest = (message: string) => new AppError(400, 'bad_request', message);
export const notFound = (message: string) => new AppError(404, 'not_found', message);

/** A product lookup without a SKU (docs/spec/commerce-core.md §8): logged where it is asked, and refused with 400. */
export function noSkuProvided(log: Logger, fields: Record<string, unknown>): AppError {
  log('warn', 'No sku provided', fields);
  return badRequest('No sku provided');
}

const SERVICE_NAMES: Record<PortName, string> = {
  content: 'content',
  search: 'search',
  newsletter: 'newsletter',
  cart: 'cart',
  payments: 'payment',
};

/**
 * An upstream failure as the shopper should see it: the service's 404 is ours; a service that
 * is down, slow or busy is 503 with Retry-After (try again later); anything else (it refused
 * our request, or answered what we cannot read) is our fault towards it: 502.
 */
function fromUpstream(error: UpstreamError): AppError {
  const service = `The ${SERVICE_NAMES[error.port]} service`;
  if (error.code === 'not_found') return new AppError(404, 'not_found', error.message, { cause: error });
  if (error.retryable) {
    return new AppError(503, 'upstream_unavailable', `${service} is temporarily unavailable; try again shortly`, {
      cause: error,
      retryAfter: UPSTREAM_RETRY_AFTER_SECONDS,
    });
  }
  return new AppError(502, 'upstream_error', `${service} could not answer the request`, { cause: error });
}

/** Map anything thrown to an AppError; unknown errors become a 500 with a generic message. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof UpstreamError) return fromUpstream(error);
  // A service's refusal keeps its code, status and message (upstreams/refusal.ts).
  if (error instanceof CartError || error instanceof PaymentsError)
    return new AppError(error.status, error.code, error.message, { cause: error });
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
