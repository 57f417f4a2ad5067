// KvStore over a real Cloudflare namespace through the `wrangler kv` CLI (`--remote`): key list
// for names and metadata, bulk get/put/delete through temporary JSON files. Needs a logged-in
// wrangler (or CLOUDFLARE_API_TOKEN) and a real namespace id.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { CONTENT_BINDING } from './config';
import { parseStoredValue, type KvKey, type KvStore, type KvValue } from './kv-store';

/** Which namespace: a binding of wrangler.toml (default CONTENT) or an explicit namespace id. */
export interface RemoteNamespace {
  binding?: string;
  namespaceId?: string;
}

/** Cloudflare's bulk get takes at most 100 keys. */
export const BULK_GET_MAX = 100;

const target = (ns: RemoteNamespace) =>
  ns.namespaceId ? ['--namespace-id', ns.namespaceId] : ['--binding', ns.binding ?? CONTENT_BINDING];

/** The wrangler argument lists (after `wrangler`) the remote store runs. */
export const remoteCommands = {
  list: (ns: RemoteNamespace, prefix: string) => ['kv', 'key', 'list', ...target(ns), '--remote', '--prefix', prefix],
  bulkGet: (ns: RemoteNamespace, file: string) => ['kv', 'bulk', 'get', file, ...target(ns), '--remote'],
  bulkPut: (ns: RemoteNamespace, file: string) => ['kv', 'bulk', 'put', file, ...target(ns), '--remote'],
  bulkDelete: (ns: RemoteNamespace, file: string) => ['kv', 'bulk', 'delete', file, ...target(ns), '--remote', '--force'],
};

/** Runs wrangler with these arguments and resolves with its stdout. */
export type WranglerRunner = (args: string[]) => Promise<string>;

const execFileAsync = promisify(execFile);

export const runWrangler: WranglerRunner = async (args) => {
  try {
    const { stdout } = await execFileAsync('npx', ['wrangler', ...args], {
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' },
    });
    return stdout;
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    const lines = stripVTControlCharacters(stderr || message)
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('npm warn'));
    const detail = lines.find((l) => l.includes('[ERROR]')) ?? lines[0] ?? 'no output';
    throw new Error(`wrangler ${args.slice(0, 3).join(' ')} failed: ${detail}`, { cause: error });
  }
};

/** The JSON document in wrangler's stdout (anything printed before it is skipped). */
export function parseWranglerJson(stdout: string): unknown {
  const start = stdout.search(/[[{]/);
  if (start < 0) throw new Error(`Unexpected wrangler output: ${stdout.slice(0, 200)}`);
  return JSON.parse(stdout.slice(start)) as unknown;
}

function commonPrefix(keys: readonly string[]): string {
  let prefix = keys[0] ?? '';
  for (const key of keys) while (!key.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

export function remoteKvStore(ns: RemoteNamespace = {}, run: WranglerRunner = runWrangler): KvStore {
  async function withFile<T>(content: unknown, use: (file: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(join(tmpdir(), 'argyle-kv-'));
    const file = join(dir, 'bulk.json');
    try {
      await writeFile(file, JSON.stringify(content));
      return await use(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function list(prefix: string): Promise<KvKey[]> {
    const keys = parseWranglerJson(await run(remoteCommands.list(ns, prefix))) as { name: string; metadata?: unknown }[];
    return keys.map((k) => ({ name: k.name, metadata: k.metadata ?? null }));
  }

  async function getMany(keys: readonly string[]): Promise<Map<string, KvValue>> {
    const found = new Map<string, KvValue>();
    if (keys.length === 0) return found;
    const metadata = new Map((await list(commonPrefix(keys))).map((k) => [k.name, k.metadata]));
    for (let i = 0; i < keys.length; i += BULK_GET_MAX) {
      const chunk = keys.slice(i, i + BULK_GET_MAX);
      const values = (await withFile(chunk, (file) => run(remoteCommands.bulkGet(ns, file))).then(parseWranglerJson)) as Record<
        string,
        unknown
      >;
      for (const key of chunk) {
        // The API answers the text (or null); `--local` answers { value } (used in testing).
        const raw = values[key];
        const text = typeof raw === 'string' ? raw : (raw as { value?: unknown } | null | undefined)?.value;
        if (typeof text === 'string') found.set(key, { value: parseStoredValue(text), metadata: metadata.get(key) ?? null });
      }
    }
    return found;
  }

  return {
    label: `remote (${ns.namespaceId ? `namespace ${ns.namespaceId}` : `binding ${ns.binding ?? CONTENT_BINDING}`})`,
    list,
    getMany,
    get: async (key) => (await getMany([key])).get(key) ?? null,
    async put(entries) {
      if (entries.length === 0) return;
      const body = entries.map((e) => ({ key: e.key, value: e.value, metadata: e.metadata }));
      await withFile(body, (file) => run(remoteCommands.bulkPut(ns, file)));
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await withFile(keys, (file) => run(remoteCommands.bulkDelete(ns, file)));
    },
    dispose: async () => {},
  };
}
