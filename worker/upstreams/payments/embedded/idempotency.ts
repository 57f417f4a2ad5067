// Idempotency keys derived from what a request is about (an order and its attempt, a reversal),
// never random: a retry of the same thing replays the provider's first answer (decision 046).

/** 40 hex characters of SHA-256 over the parts. */
export async function idempotencyKey(...parts: string[]): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join(':')));
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 40);
}
