// Refusals of the test provider in Adyen's error shape: `{ status, errorCode, message, errorType }`
// with the HTTP status in `status` too. Codes follow Adyen's error code list where one fits.
import type { z } from 'zod';
import type { AdyenError } from '../types';

export class ProviderError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 405 | 422 | 500,
    readonly errorCode: string,
    message: string,
    readonly errorType: AdyenError['errorType'] = 'validation',
  ) {
    super(message);
  }

  toBody(): AdyenError {
    return { status: this.status, errorCode: this.errorCode, message: this.message, errorType: this.errorType };
  }
}

/** The data, or a 422 naming the first wrong field (amounts get Adyen's 'Invalid amount specified'). */
export function parseRequest<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  const detail = `${field}: ${issue?.message ?? 'invalid value'}`;
  if (field.startsWith('amount')) throw new ProviderError(422, '137', `Invalid amount specified (${detail})`);
  throw new ProviderError(422, '702', `Unexpected input: ${detail}`);
}
