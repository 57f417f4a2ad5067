import { describe, expect, it } from 'vitest';
import { parseCli, UsageError } from './args';
import { environmentFromToml } from './config';

describe('parseCli', () => {
  it('defaults to the local store in .wrangler/state and the configured environment', () => {
    expect(parseCli(['seed'])).toEqual({
      command: 'seed',
      store: { kind: 'local', persistTo: '.wrangler/state' },
      dryRun: false,
      full: false,
    });
  });

  it('parses remote, env, dry run and purge targets', () => {
    expect(parseCli(['purge', '--storefront', 'at', '--remote', '--env', 'staging', '--dry-run'])).toMatchObject({
      store: { kind: 'remote' },
      env: 'staging',
      dryRun: true,
      purge: { by: 'storefront', storefront: 'at' },
    });
    expect(parseCli(['purge', '--slug', 'faq/cookie-policy'])).toMatchObject({ purge: { by: 'slug', slug: 'faq/cookie-policy' } });
    expect(parseCli(['purge', '--all', '--persist-to', '/tmp/s'])).toMatchObject({
      purge: { by: 'all' },
      store: { kind: 'local', persistTo: '/tmp/s' },
    });
    expect(parseCli(['inspect', 'content:v1:x', '--full', '--remote', '--namespace-id', 'n1'])).toMatchObject({
      key: 'content:v1:x',
      full: true,
      store: { kind: 'remote', namespaceId: 'n1' },
    });
    expect(parseCli(['list', '--storefront', 'de'])).toMatchObject({ storefront: 'de' });
    expect(parseCli(['--help'])).toBe('help');
    expect(parseCli(['purge', '-h'])).toBe('help');
  });

  it.each([
    [[], /No command/],
    [['frobnicate'], /Unknown command/],
    [['seed', '--bogus'], /bogus/],
    [['seed', '--full'], /seed does not take --full/],
    [['list', '--dry-run'], /list does not take --dry-run/],
    [['purge'], /exactly one of/],
    [['purge', '--all', '--slug', 'x'], /exactly one of/],
    [['purge', '--storefront', 'xx'], /Unknown storefront: xx/],
    [['purge', '--storefront', '_default'], /Unknown storefront/],
    [['seed', '--env', 'dev'], /Unknown environment/],
    [['seed', '--local', '--remote'], /either --local or --remote/],
    [['seed', '--remote', '--persist-to', 'x'], /--persist-to is for --local/],
    [['seed', '--namespace-id', 'x'], /--namespace-id is for --remote/],
    [['inspect'], /exactly one key/],
    [['list', 'extra'], /Unexpected argument/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCli(argv)).toThrow(UsageError);
    expect(() => parseCli(argv)).toThrow(message);
  });
});

describe('environmentFromToml', () => {
  it('reads ENVIRONMENT from the top-level [vars]', () => {
    expect(environmentFromToml('name = "x"\n[vars]\nA = "1"\nENVIRONMENT = "staging"\n[[kv_namespaces]]\n')).toBe('staging');
    expect(() => environmentFromToml('[vars]\nOTHER = "1"\n')).toThrow(/No ENVIRONMENT/);
    expect(() => environmentFromToml('[vars]\nENVIRONMENT = "dev"\n')).toThrow(/Invalid environment/);
  });

  it('matches the project wrangler.toml', async () => {
    const { environmentFromWranglerConfig } = await import('./config');
    expect(environmentFromWranglerConfig()).toBe('production');
  });
});
