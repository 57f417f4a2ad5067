// Ops CLI for the Workers KV content cache (binding CONTENT): seed, warm, purge, list, inspect,
// against wrangler dev's local state or a remote namespace. See `--help` and the README.
//   npx tsx kv-seed/cli.ts <command> [options]
import { existsSync } from 'node:fs';
import { parseCli, USAGE, UsageError, type StoreTarget } from './ops/args';
import { environmentFromWranglerConfig } from './ops/config';
import type { KvStore } from './ops/kv-store';

const CONTENT_BUNDLE = 'dist/content-bundle.json';

async function openStore(target: StoreTarget): Promise<KvStore> {
  if (target.kind === 'remote') {
    const { remoteKvStore } = await import('./ops/remote-store');
    return remoteKvStore(target.namespaceId ? { namespaceId: target.namespaceId } : {});
  }
  const { localKvStore } = await import('./ops/local-store');
  return localKvStore({ persistTo: target.persistTo });
}

async function main(argv: string[]): Promise<number> {
  let options;
  try {
    options = parseCli(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  // The content loaders import the bundle the worker ships; it must exist before they load.
  if (!existsSync(CONTENT_BUNDLE)) throw new Error(`${CONTENT_BUNDLE} is missing: run \`npx tsx kv-seed/content/bundle.ts\` first`);
  const { runCommand } = await import('./ops/commands');
  const token = process.env.STORYBLOK_TOKEN;
  return runCommand(options, {
    openStore,
    defaultEnvironment: () => environmentFromWranglerConfig(),
    ...(token ? { storyblokToken: token } : {}),
  });
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
