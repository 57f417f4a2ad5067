// Project settings the CLI shares with wrangler: the KV binding, the local state directory and
// the default key environment (ENVIRONMENT in wrangler.toml's [vars]).
import { readFileSync } from 'node:fs';
import { parseEnvironment, type Environment } from '../../markets';

export const CONTENT_BINDING = 'CONTENT';
export const WRANGLER_CONFIG = 'wrangler.toml';
/** wrangler dev's default --persist-to. */
export const DEFAULT_PERSIST_TO = '.wrangler/state';

/** ENVIRONMENT of the top-level [vars] table. */
export function environmentFromToml(toml: string): Environment {
  const vars = toml.split(/^\[/m).find((section) => section.startsWith('vars]'));
  const value = vars?.match(/^ENVIRONMENT\s*=\s*["']([^"']*)["']/m)?.[1];
  if (value === undefined) throw new Error(`No ENVIRONMENT in [vars] of ${WRANGLER_CONFIG}`);
  return parseEnvironment(value);
}

export const environmentFromWranglerConfig = (path = WRANGLER_CONFIG): Environment => environmentFromToml(readFileSync(path, 'utf8'));
