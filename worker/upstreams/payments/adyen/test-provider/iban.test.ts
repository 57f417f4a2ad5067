import { describe, expect, it } from 'vitest';
import { normaliseIban } from './iban';

describe('normaliseIban', () => {
  it('accepts valid IBANs with spaces and in lower case, and answers them compact and upper case', () => {
    expect(normaliseIban('NL91 ABNA 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(normaliseIban('de89370400440532013000')).toBe('DE89370400440532013000');
    expect(normaliseIban('GB82 WEST 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
  });

  it('refuses wrong check digits, a wrong length for the country, an unknown country and junk', () => {
    expect(normaliseIban('NL92ABNA0417164300')).toBeNull();
    expect(normaliseIban('NL91ABNA041716430')).toBeNull();
    expect(normaliseIban('XX91ABNA0417164300')).toBeNull();
    expect(normaliseIban('')).toBeNull();
    expect(normaliseIban('not an iban')).toBeNull();
  });
});
