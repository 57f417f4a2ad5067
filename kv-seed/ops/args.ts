// Command line of the KV ops CLI: commands, options, usage. Unknown or misplaced options are
// usage errors (exit 2).
import { parseArgs } from 'node:util';
import { isEnvironment, isStorefrontCode, type Environment, type StorefrontCode } from '../../markets';
import { DEFAULT_PERSIST_TO } from './config';
import type { PurgeTarget } from './purge';

export const COMMANDS = ['seed', 'warm', 'purge', 'list', 'inspect'] as const;
export type Command = (typeof COMMANDS)[number];

export type StoreTarget = { kind: 'local'; persistTo: string } | { kind: 'remote'; namespaceId?: string };

export interface CliOptions {
  command: Command;
  store: StoreTarget;
  /** Undefined: ENVIRONMENT from wrangler.toml. */
  env?: Environment;
  dryRun: boolean;
  purge?: PurgeTarget;
  storefront?: StorefrontCode;
  prefix?: string;
  key?: string;
  full: boolean;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `Argyle KV content cache (binding CONTENT)

Usage: npx tsx kv-seed/cli.ts <command> [options]

Commands
  seed                         write every item the storefronts read, from the bundled seed content (offline)
  warm                         the same items from the origin: Storyblok with STORYBLOK_TOKEN, else the embedded origin
  purge --storefront <code>    delete the storefront's content key (storefronts sharing it lose it too)
  purge --slug <slug>          delete that slug in every content key (translations/constants: the datasource)
  purge --all                  delete every content key of the environment, datasources included
  list [--storefront <code>] [--prefix <raw prefix>]
                               keys with age and fresh/stale, and a count
  inspect <key> [--full]       metadata, age, parsed key and the JSON value (first 4000 chars without --full)

Options
  --local                      wrangler dev's local state (default)
  --persist-to <dir>           local state directory, as for wrangler dev (default ${DEFAULT_PERSIST_TO})
  --remote                     the Cloudflare namespace of binding CONTENT in wrangler.toml (wrangler kv, logged in)
  --namespace-id <id>          with --remote: this namespace instead of the binding's
  --env production|staging     key environment (default: ENVIRONMENT in wrangler.toml)
  --dry-run                    seed, warm, purge: print the plan, change nothing
  -h, --help                   this help`;

const ALLOWED: Record<Command, string[]> = {
  seed: ['dry-run'],
  warm: ['dry-run'],
  purge: ['dry-run', 'storefront', 'slug', 'all'],
  list: ['storefront', 'prefix'],
  inspect: ['full'],
};
const COMMON = ['local', 'remote', 'persist-to', 'namespace-id', 'env', 'help'];

/** The parsed command line, or 'help'. Throws UsageError. */
export function parseCli(argv: readonly string[]): CliOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        local: { type: 'boolean' },
        remote: { type: 'boolean' },
        'persist-to': { type: 'string' },
        'namespace-id': { type: 'string' },
        env: { type: 'string' },
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        storefront: { type: 'string' },
        slug: { type: 'string' },
        all: { type: 'boolean' },
        prefix: { type: 'string' },
        full: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values: v, positionals } = parsed;
  if (v.help) return 'help';
  const [command, ...rest] = positionals;
  if (!command) throw new UsageError('No command given');
  if (!(COMMANDS as readonly string[]).includes(command)) throw new UsageError(`Unknown command: ${command}`);
  const cmd = command as Command;

  const misplaced = Object.keys(v).filter((name) => !COMMON.includes(name) && !ALLOWED[cmd].includes(name));
  if (misplaced.length > 0) throw new UsageError(`${cmd} does not take ${misplaced.map((n) => `--${n}`).join(', ')}`);
  if (cmd === 'inspect' ? rest.length !== 1 : rest.length > 0)
    throw new UsageError(cmd === 'inspect' ? 'inspect takes exactly one key' : `Unexpected argument: ${rest[0]}`);

  if (v.local && v.remote) throw new UsageError('Use either --local or --remote');
  if (v.remote && v['persist-to'] !== undefined) throw new UsageError('--persist-to is for --local');
  if (!v.remote && v['namespace-id'] !== undefined) throw new UsageError('--namespace-id is for --remote');
  if (v.env !== undefined && !isEnvironment(v.env)) throw new UsageError(`Unknown environment: ${v.env} (production or staging)`);
  if (v.storefront !== undefined && !isStorefrontCode(v.storefront)) throw new UsageError(`Unknown storefront: ${v.storefront}`);

  const options: CliOptions = {
    command: cmd,
    store: v.remote
      ? { kind: 'remote', ...(v['namespace-id'] ? { namespaceId: v['namespace-id'] } : {}) }
      : { kind: 'local', persistTo: v['persist-to'] || DEFAULT_PERSIST_TO },
    ...(v.env ? { env: v.env as Environment } : {}),
    dryRun: v['dry-run'] ?? false,
    full: v.full ?? false,
    ...(v.storefront ? { storefront: v.storefront as StorefrontCode } : {}),
    ...(v.prefix !== undefined ? { prefix: v.prefix } : {}),
    ...(cmd === 'inspect' ? { key: rest[0] } : {}),
  };

  if (cmd === 'purge') {
    const targets = [v.storefront !== undefined, v.slug !== undefined, v.all === true].filter(Boolean).length;
    if (targets !== 1) throw new UsageError('purge needs exactly one of --storefront <code>, --slug <slug>, --all');
    options.purge = options.storefront
      ? { by: 'storefront', storefront: options.storefront }
      : v.slug !== undefined
        ? { by: 'slug', slug: v.slug }
        : { by: 'all' };
    if (options.purge.by === 'slug' && !options.purge.slug) throw new UsageError('--slug needs a slug');
  }
  if (cmd === 'list' && options.storefront && options.prefix !== undefined) throw new UsageError('Use either --storefront or --prefix');
  return options;
}
