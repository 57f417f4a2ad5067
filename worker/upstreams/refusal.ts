// A service's refusal of a request (the cart service's, the commerce backend's): the spec's code,
// the HTTP status the service answers it with, and a message safe to show. Each service declares
// its codes once, as a status table, and its error class extends this one; so its embedded origin
// answers, its port rebuilds and worker/errors.ts maps every refusal the same way, and the shop
// API passes code and message on unchanged. A service that is down or answers what we cannot
// read is not refusing: that is an UpstreamError (./errors.ts).
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A service's refusal codes and the status each is answered with. */
export type StatusTable<Code extends string> = Readonly<Record<Code, ContentfulStatusCode>>;

/** The codes of a status table, as z.enum takes them. */
export const codesOf = <Code extends string>(table: StatusTable<Code>) => Object.keys(table) as [Code, ...Code[]];

export interface RefusalBody<Code extends string> {
  error: { code: Code; message: string; productIds?: readonly string[] };
}

export class Refusal<Code extends string> extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: Code,
    message: string,
    statuses: StatusTable<Code>,
    /** The SKUs a refusal is about (stock, missing products, warehouse); most have none. */
    readonly productIds: readonly string[] = [],
  ) {
    super(message);
    this.status = statuses[code];
  }

  /** The service's answer: `{ error: { code, message, productIds? } }`. */
  body(): RefusalBody<Code> {
    return { error: { code: this.code, message: this.message, ...(this.productIds.length > 0 ? { productIds: this.productIds } : {}) } };
  }
}
