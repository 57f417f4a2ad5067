// Deployment environments. Market data differs per environment (see ENVIRONMENT_OVERRIDES in
// markets.ts), so anything that reads an environment name from config goes through parseEnvironment.

/** Known deployment environments. @example ENVIRONMENTS.includes('staging') // true */
export const ENVIRONMENTS = ['production', 'staging'] as const;

/** One deployment environment. @example const env: Environment = 'production'; */
export type Environment = (typeof ENVIRONMENTS)[number];

/** Raised for an environment name that is not in ENVIRONMENTS. @example new InvalidEnvironmentError('dev').message // 'Invalid environment: dev' */
export class InvalidEnvironmentError extends Error {
  override readonly name = 'InvalidEnvironmentError';
  constructor(readonly value: unknown) {
    super(`Invalid environment: ${String(value)}`);
  }
}

/** True when x is a known environment name. @example isEnvironment('staging') // true */
export function isEnvironment(x: unknown): x is Environment {
  return typeof x === 'string' && (ENVIRONMENTS as readonly string[]).includes(x);
}

/**
 * Parses an environment name, failing loudly for anything unknown (docs/spec/storefront-shell.md §5).
 * @example parseEnvironment('staging') // 'staging'; parseEnvironment('dev') throws InvalidEnvironmentError
 */
export function parseEnvironment(x: unknown): Environment {
  if (!isEnvironment(x)) throw new InvalidEnvironmentError(x);
  return x;
}
