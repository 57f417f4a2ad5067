import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BULK_GET_MAX, parseWranglerJson, remoteCommands, remoteKvStore } from './remote-store';

/** A fake wrangler: records each call with the JSON file it was given, answers from `reply`. */
function fakeWrangler(reply: (args: string[], file: unknown) => unknown) {
  const calls: { args: string[]; file: unknown }[] = [];
  const run = async (args: string[]) => {
    const path = args.find((a) => a.endsWith('bulk.json'));
    const file = path ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : undefined;
    calls.push({ args, file });
    return `⛅️ wrangler\n${JSON.stringify(reply(args, file))}`;
  };
  return { calls, run };
}

describe('remote command lines', () => {
  it('targets the CONTENT binding remotely, or an explicit namespace id', () => {
    expect(remoteCommands.list({}, 'content:v1:production:')).toEqual([
      'kv',
      'key',
      'list',
      '--binding',
      'CONTENT',
      '--remote',
      '--prefix',
      'content:v1:production:',
    ]);
    expect(remoteCommands.bulkGet({}, 'k.json')).toEqual(['kv', 'bulk', 'get', 'k.json', '--binding', 'CONTENT', '--remote']);
    expect(remoteCommands.bulkPut({ namespaceId: 'abc' }, 'e.json')).toEqual([
      'kv',
      'bulk',
      'put',
      'e.json',
      '--namespace-id',
      'abc',
      '--remote',
    ]);
    expect(remoteCommands.bulkDelete({}, 'd.json')).toEqual([
      'kv',
      'bulk',
      'delete',
      'd.json',
      '--binding',
      'CONTENT',
      '--remote',
      '--force',
    ]);
  });

  it('finds the JSON in wrangler output', () => {
    expect(parseWranglerJson('banner\n[{"name":"a"}]')).toEqual([{ name: 'a' }]);
    expect(() => parseWranglerJson('nothing')).toThrow(/Unexpected wrangler output/);
  });
});

describe('remoteKvStore', () => {
  it('lists keys with metadata', async () => {
    const w = fakeWrangler(() => [{ name: 'a', metadata: { storedAt: 1 } }, { name: 'b' }]);
    const keys = await remoteKvStore({}, w.run).list('p:');
    expect(keys).toEqual([
      { name: 'a', metadata: { storedAt: 1 } },
      { name: 'b', metadata: null },
    ]);
    expect(w.calls[0]?.args).toEqual(remoteCommands.list({}, 'p:'));
  });

  it('bulk-puts values with their metadata', async () => {
    const w = fakeWrangler(() => ({}));
    await remoteKvStore({}, w.run).put([{ key: 'k', value: '{"a":1}', metadata: { storedAt: 7 } }]);
    expect(w.calls).toHaveLength(1);
    expect(w.calls[0]?.args.slice(0, 3)).toEqual(['kv', 'bulk', 'put']);
    expect(w.calls[0]?.file).toEqual([{ key: 'k', value: '{"a":1}', metadata: { storedAt: 7 } }]);
  });

  it('bulk-deletes with --force, and runs nothing for no keys', async () => {
    const w = fakeWrangler(() => ({}));
    const store = remoteKvStore({}, w.run);
    await store.delete([]);
    await store.delete(['a', 'b']);
    expect(w.calls).toHaveLength(1);
    expect(w.calls[0]?.args).toContain('--force');
    expect(w.calls[0]?.file).toEqual(['a', 'b']);
  });

  it('gets values in chunks of 100, with metadata from one listing of their common prefix', async () => {
    const keys = Array.from({ length: BULK_GET_MAX + 1 }, (_, i) => `content:v1:production:uk:en-GB:story:s${i}:published`);
    const w = fakeWrangler((args, file) => {
      if (args[1] === 'key') return keys.map((name) => ({ name, metadata: { storedAt: 3 } }));
      return Object.fromEntries((file as string[]).map((k) => [k, k.endsWith('s0:published') ? null : JSON.stringify({ k })]));
    });
    const found = await remoteKvStore({}, w.run).getMany(keys);
    expect(w.calls.map((c) => c.args.slice(0, 3).join(' '))).toEqual(['kv key list', 'kv bulk get', 'kv bulk get']);
    expect(w.calls[0]?.args.at(-1)).toBe('content:v1:production:uk:en-GB:story:s');
    expect((w.calls[1]?.file as string[]).length).toBe(BULK_GET_MAX);
    expect(found.size).toBe(BULK_GET_MAX);
    expect(found.get(keys[1] ?? '')).toEqual({ value: { k: keys[1] }, metadata: { storedAt: 3 } });
    expect(found.has(keys[0] ?? '')).toBe(false);
  });

  it('also reads the { value } shape wrangler prints for --local', async () => {
    const w = fakeWrangler((args) => (args[1] === 'key' ? [{ name: 'k', metadata: { storedAt: 1 } }] : { k: { value: '{"a":1}' } }));
    expect(await remoteKvStore({}, w.run).get('k')).toEqual({ value: { a: 1 }, metadata: { storedAt: 1 } });
  });

  it('gets one key as null when it does not exist', async () => {
    const w = fakeWrangler((args) => (args[1] === 'key' ? [] : { missing: null }));
    expect(await remoteKvStore({}, w.run).get('missing')).toBeNull();
  });
});
