import { describe, expect, it } from 'vitest';
import { parseRedirectRules, redirectLocation } from './redirects';

describe('route rules from the redirects datasource', () => {
  it('reads "<status> <path>" and defaults to 301 (moved for good)', () => {
    const { rules, refused } = parseRedirectRules({
      '/uk/socks': '301 /uk/adults/socks',
      '/de/go/sale': '302 /de/collection/low-socks',
      '/fr/old': '/fr',
    });
    expect(rules.get('/uk/socks')).toEqual({ to: '/uk/adults/socks', status: 301 });
    expect(rules.get('/de/go/sale')).toEqual({ to: '/de/collection/low-socks', status: 302 });
    expect(rules.get('/fr/old')).toEqual({ to: '/fr', status: 301 });
    expect(refused).toEqual([]);
  });

  it.each([
    ['another host', 'https://evil.example/x'],
    ['a protocol-relative host', '//evil.example/x'],
    ['a backslash host', '/\\evil.example/x'],
    ['a scheme', 'javascript:alert(1)'],
    ['two targets', '301 /a /b'],
  ])('refuses a target on %s, and logs it', (_, value) => {
    const lines: unknown[] = [];
    const { rules, refused } = parseRedirectRules({ '/uk/x': value }, (level, message, fields) =>
      lines.push({ level, message, ...fields }),
    );
    expect(rules.size).toBe(0);
    expect(refused).toEqual(['/uk/x']);
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', message: 'Redirect refused', from: '/uk/x' })]);
  });

  it('refuses rules that loop, directly or through others, and keeps the rest', () => {
    const { rules, refused } = parseRedirectRules({
      '/a': '301 /a/',
      '/b': '301 /c?x=1',
      '/c': '302 /b',
      '/d': '301 /e',
    });
    expect([...rules.keys()]).toEqual(['/d']);
    expect(refused.sort()).toEqual(['/a', '/b', '/c']);
  });

  it('keeps the request query string, the target’s own parameters first', () => {
    const rule = { to: '/uk/collection/sneaker-socks?utm_campaign=sneaker-season', status: 302 as const };
    expect(redirectLocation(rule, new URLSearchParams('colours=black&utm_campaign=other'))).toBe(
      '/uk/collection/sneaker-socks?utm_campaign=sneaker-season&colours=black',
    );
  });
});
