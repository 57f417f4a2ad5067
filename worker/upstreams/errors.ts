// The one error every upstream port throws: which port, what went wrong, and whether trying
// again later may help. Ports never throw AppError; `toAppError` (worker/errors.ts) is the one
// place that turns an UpstreamError into an HTTP answer.

/** The ports of the composition root (worker/upstreams/ports.ts). */
export type PortName = 'content' | 'search' | 'newsletter' | 'cart' | 'payments';

/**
 * unreachable: no answer (network error, refused connection); timeout: no answer in time;
 * unavailable: the service answered 5xx or 429; rejected: it refused the request (4xx);
 * not_found: it has no such thing (404); invalid_answer: an answer we cannot read.
 */
export type UpstreamErrorCode = 'unreachable' | 'timeout' | 'unavailable' | 'rejected' | 'not_found' | 'invalid_answer';

const RETRYABLE: ReadonlySet<UpstreamErrorCode> = new Set(['unreachable', 'timeout', 'unavailable']);

function codeOf(status: number | undefined, cause: unknown): UpstreamErrorCode {
  if (status === undefined) {
    const name = (cause as { name?: unknown } | null)?.name;
    return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable';
  }
  if (status === 404) return 'not_found';
  if (status === 429 || status >= 500) return 'unavailable';
  return 'rejected';
}

export class UpstreamError extends Error {
  override name = 'UpstreamError';
  readonly port: PortName;
  /** The service's HTTP status; undefined when it did not answer. */
  readonly status: number | undefined;
  readonly code: UpstreamErrorCode;
  /** True when the same request may succeed later (the service is down, slow or busy). */
  readonly retryable: boolean;

  constructor(port: PortName, message: string, options: { status?: number; code?: UpstreamErrorCode; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.port = port;
    this.status = options.status;
    this.code = options.code ?? codeOf(options.status, options.cause);
    this.retryable = RETRYABLE.has(this.code);
  }
}

/** An answer the port could not validate: the service is up but speaks a different contract. */
export const invalidAnswer = (port: PortName, message: string) => new UpstreamError(port, message, { status: 502, code: 'invalid_answer' });
