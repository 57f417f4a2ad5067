import { describe, expect, it, vi } from 'vitest';
import { renderMarkup } from '../content/test-utils';
import { BasicDialog } from './basic-dialog';
import { countryName, flagEmoji } from './country-names';
import { CountrySwitcher } from './country-switcher';
import { CountryDialog } from './country-switcher-dialog';

describe('country switcher', () => {
  it('builds flag emoji from country codes', () => {
    expect(flagEmoji('GB')).toBe('🇬🇧');
    expect(flagEmoji('dk')).toBe('🇩🇰');
    expect(flagEmoji('X')).toBe('');
  });

  it('names countries in English on English markets, else locally', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'de')).toBe('Deutschland');
  });

  it('renders the opener, and the 33 countries only as a form for browsers without scripts', async () => {
    const html = await renderMarkup(<CountrySwitcher />);
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*data-testid="country-switcher-open"/);
    expect(html).toContain('United Kingdom (GBP)');
    expect(html).not.toContain('<dialog');
    // The dialog comes when opened; the list outside <noscript> is nothing React hydrates.
    const [opener, noScript = ''] = html.split('<noscript>');
    expect(opener).not.toContain('<option');
    expect(noScript).toMatch(/^<form [^>]*action="\/forms\/country" method="post">/);
    expect(noScript.match(/<option /g)).toHaveLength(33);
    expect(noScript).toContain('<option value="GB" selected="">United Kingdom</option>');
  });

  it('renders the dialog closed (it opens itself once mounted), listing 33 countries', async () => {
    const html = await renderMarkup(<CountryDialog onClosed={vi.fn()} />);
    expect(html).toMatch(/<dialog(?![^>]*\sopen)[^>]*data-testid="country-switcher"/);
    expect(html.match(/<option /g)).toHaveLength(33);
    for (const code of ['AU', 'NZ', 'JP', 'AE', 'GB']) expect(html).toContain(`value="${code}"`);
  });

  it('lists the countries by name, accents aside, the same on every render (the list is built once per language)', async () => {
    const labels = (html: string) => [...html.matchAll(/<option [^>]*>([^<]+)<\/option>/g)].map((m) => m[1] as string);
    const first = labels(await renderMarkup(<CountryDialog onClosed={vi.fn()} />));
    const plain = (label: string) => label.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    expect(first.slice(0, 3)).toEqual(['Australia', 'Austria', 'Belgium']);
    expect(first.map(plain)).toEqual([...first.map(plain)].sort());
    expect(labels(await renderMarkup(<CountryDialog onClosed={vi.fn()} />))).toEqual(first);
  });
});

describe('basic dialog', () => {
  it('renders a title, a message and one confirm button labelled Ok! by default', async () => {
    const html = await renderMarkup(<BasicDialog open={false} title="Thanks" message="You are in." onConfirm={vi.fn()} />);
    expect(html).toMatch(/<dialog[^>]*aria-labelledby="([^"]+)"/);
    expect(html).toContain('>Thanks</h2>');
    const textId = /<dialog[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<p id="${textId}" class="basic-dialog__text">You are in.</p>`);
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toContain('>Ok!</button>');
  });

  it('renders rich text and a custom label', async () => {
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Rich body' }] }] };
    const html = await renderMarkup(<BasicDialog open={false} title="Oops" richText={doc} confirmLabel="Retry" onConfirm={vi.fn()} />);
    expect(html).toContain('Rich body');
    expect(html).toContain('>Retry</button>');
  });
});
