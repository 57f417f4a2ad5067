import { describe, expect, it } from 'vitest';
import { clientKey } from './rate-limit';

describe('clientKey: what a per-client limit counts under', () => {
  it('keys an IPv4 address on the address itself', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey(' 198.51.100.7 ')).toBe('198.51.100.7');
  });

  it('keys every address of one IPv6 /64 alike, however it is written', () => {
    const key = '2001:db8:85a3:8d3::/64';
    expect(clientKey('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(key);
    expect(clientKey('2001:0DB8:85A3:08D3::1')).toBe(key);
    expect(clientKey('2001:db8:85a3:8d3:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKey('2001:db8:85a3:8d3::')).toBe(key);
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keys neighbouring /64s apart', () => {
    expect(clientKey('2001:db8:85a3:8d4::1')).not.toBe(clientKey('2001:db8:85a3:8d3::1'));
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('keys an IPv4-mapped IPv6 address on its IPv4 address', () => {
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('leaves what is not an address as it is (lower-cased)', () => {
    expect(clientKey('2001:db8::1::2')).toBe('2001:db8::1::2');
    expect(clientKey('NOT-AN-ADDRESS')).toBe('not-an-address');
  });
});
