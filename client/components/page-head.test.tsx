import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../content/test-utils';
import { PageHead } from './page-head';

describe('page head', () => {
  it('links prev and next inside a paginated list', async () => {
    const html = await renderMarkup(
      <PageHead title="Socks" pagination={{ basePath: '/uk/adults/socks', page: 2, totalPages: 3 }} />,
      '/uk/adults/socks/2',
    );
    expect(html).toContain('rel="prev" href="https://argyle.test/uk/adults/socks/1"');
    expect(html).toContain('rel="next" href="https://argyle.test/uk/adults/socks/3"');
  });

  it('gives no prev on the first page and no next on the last', async () => {
    const first = await renderMarkup(<PageHead title="Socks" pagination={{ basePath: '/uk/adults/socks', page: 1, totalPages: 3 }} />);
    expect(first).not.toContain('rel="prev"');
    expect(first).toContain('rel="next"');
    const last = await renderMarkup(<PageHead title="Socks" pagination={{ basePath: '/uk/adults/socks', page: 3, totalPages: 3 }} />);
    expect(last).not.toContain('rel="next"');
  });

  it('marks noindex pages and leaves out canonical and alternates', async () => {
    const html = await renderMarkup(<PageHead title="Basket" noindex />);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hrefLang');
  });
});
