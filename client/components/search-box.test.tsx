import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMarkup } from '../content/test-utils';
import { isSearchExcluded } from '../../markets';
import { SearchBox } from './search-box';
import { navigateFromSearch } from './search-shared';

const render = (path: string) =>
  renderMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <SearchBox />
    </QueryClientProvider>,
    path,
  );

describe('search box', () => {
  it('is excluded on checkout, faq, about-us, the blog and corporate-gifts (docs/spec/storefront-shell.md §2.4)', () => {
    for (const path of [
      '/uk/checkout/cart',
      '/de/faq',
      '/uk/faq/cookie-policy',
      '/uk/about-us',
      '/uk/happynews/a',
      '/uk/happy-news',
      '/uk/corporate-gifts',
    ]) {
      expect(isSearchExcluded(path), path).toBe(true);
    }
    for (const path of ['/uk', '/uk/adults/socks', '/uk/product/ARG-1', '/uk/search', '/uk/checkouts']) {
      expect(isSearchExcluded(path), path).toBe(false);
    }
  });

  it('renders a labelled search form on the server that works without JavaScript', async () => {
    const html = await render('/uk');
    expect(html).toContain('<form class="search-box" role="search" action="/uk/search" method="get">');
    expect(html).toMatch(/<input id="site-search"[^>]*name="term"/);
    expect(html).toMatch(/<label[^>]*for="site-search"[^>]*>Search<\/label>/);
    // The combobox chunk is not part of the server render (it loads in the browser).
    expect(html).not.toContain('role="combobox"');
  });

  it('renders nothing where it is excluded', async () => {
    expect(await render('/uk/faq')).not.toContain('search-box');
  });
});

describe('search navigation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('logs a failed navigation to search results through the error reporter (spec shell 8)', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(navigateFromSearch(() => Promise.reject(new Error('chunk failed')), '/uk/search')).resolves.toBeUndefined();
    const logged = fetchMock.mock.calls.map((c) => c as unknown as [string, RequestInit]).filter(([url]) => url === '/api/diagnostics/log');
    expect(logged).toHaveLength(1);
    expect(JSON.parse(String(logged[0]?.[1].body))).toMatchObject({
      level: 'error',
      code: 'storefront:search-navigation-error',
      data: { target: '/uk/search', error: 'chunk failed' },
    });
  });

  it('logs nothing when the navigation succeeds', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await navigateFromSearch(() => Promise.resolve(), '/uk/product/ARG-1');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
