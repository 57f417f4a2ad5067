import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../content/test-utils';
import { Pagination } from '../listing/pagination';
import { PageHead } from './page-head';

/** A listing's page hrefs: the page in the query string, page 1 without it (decision 009). */
const listingHref = (n: number) => (n > 1 ? `/uk/adults/socks?colours=red&page=${n}` : '/uk/adults/socks?colours=red');

describe('page head', () => {
  it('links prev and next inside a paginated list', async () => {
    const html = await renderMarkup(
      <PageHead title="Socks" pagination={{ page: 2, totalPages: 3, hrefFor: listingHref }} />,
      '/uk/adults/socks?colours=red&page=2',
    );
    expect(html).toContain('rel="prev" href="https://argyle.test/uk/adults/socks?colours=red"');
    expect(html).toContain('rel="next" href="https://argyle.test/uk/adults/socks?colours=red&amp;page=3"');
  });

  it('gives every page of a list its own canonical, not page 1', async () => {
    const second = await renderMarkup(
      <PageHead title="Socks" pagination={{ page: 2, totalPages: 3, hrefFor: listingHref }} />,
      '/uk/adults/socks?colours=red&page=2',
    );
    expect(second).toContain('rel="canonical" href="https://argyle.test/uk/adults/socks?colours=red&amp;page=2"');
    const first = await renderMarkup(
      <PageHead title="Socks" pagination={{ page: 1, totalPages: 3, hrefFor: listingHref }} />,
      '/uk/adults/socks?colours=red',
    );
    expect(first).toContain('rel="canonical" href="https://argyle.test/uk/adults/socks?colours=red"');
  });

  it('gives no prev on the first page and no next on the last', async () => {
    const first = await renderMarkup(<PageHead title="Socks" pagination={{ page: 1, totalPages: 3, hrefFor: listingHref }} />);
    expect(first).not.toContain('rel="prev"');
    expect(first).toContain('rel="next"');
    const last = await renderMarkup(<PageHead title="Socks" pagination={{ page: 3, totalPages: 3, hrefFor: listingHref }} />);
    expect(last).not.toContain('rel="next"');
  });

  it('links the same prev and next in the head and in the page links', async () => {
    const pagination = { page: 2, totalPages: 3, hrefFor: listingHref };
    const html = await renderMarkup(
      <>
        <PageHead title="Socks" pagination={pagination} />
        <Pagination {...pagination} />
      </>,
      '/uk/adults/socks?colours=red&page=2',
    );
    const hrefs = (rel: string) =>
      [...html.matchAll(new RegExp(`<(?:link|a)[^>]*rel="${rel}"[^>]*>`, 'g'))].map((m) =>
        /href="([^"]*)"/.exec(m[0])?.[1]?.replace('https://argyle.test', ''),
      );
    expect(hrefs('prev')).toEqual(['/uk/adults/socks?colours=red', '/uk/adults/socks?colours=red']);
    expect(hrefs('next')).toEqual(['/uk/adults/socks?colours=red&amp;page=3', '/uk/adults/socks?colours=red&amp;page=3']);
  });

  it('marks noindex pages and leaves out canonical and alternates', async () => {
    const html = await renderMarkup(<PageHead title="Basket" noindex />);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hrefLang');
  });
});
