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

  it('marks noindex pages noindex, follow and leaves out canonical and alternates', async () => {
    const html = await renderMarkup(<PageHead title="Basket" noindex />);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hrefLang');
  });

  it('gives alternates only in the storefronts named, and the canonical path when it differs from the one shown', async () => {
    const html = await renderMarkup(
      <PageHead title="Socks" storefronts={['us']} canonicalPath="/uk/product/ARG-A" />,
      '/uk/product/ARG-A-41-46',
    );
    expect(html).toContain('rel="canonical" href="https://argyle.test/uk/product/ARG-A"');
    expect(html).toContain('hrefLang="en-US" href="https://argyle.test/us/product/ARG-A"');
    expect(html).not.toContain('hrefLang="en-GB"');
  });

  it('describes the page for link previews', async () => {
    const html = await renderMarkup(
      <PageHead
        title="Stripe socks"
        description="Striped."
        preview={{
          type: 'product',
          image: '/images/products/ARG-A.svg',
          offer: { amount: '7.95', currency: 'GBP', availability: 'in stock' },
        }}
      />,
      '/uk/product/ARG-A',
    );
    for (const tag of [
      '<meta property="og:site_name" content="Argyle"/>',
      '<meta property="og:type" content="product"/>',
      '<meta property="og:title" content="Stripe socks | Argyle"/>',
      '<meta property="og:description" content="Striped."/>',
      '<meta property="og:url" content="https://argyle.test/uk/product/ARG-A"/>',
      '<meta property="og:locale" content="en_GB"/>',
      '<meta property="og:image" content="https://argyle.test/images/products/ARG-A.svg?width=1200&amp;height=630&amp;format=jpeg"/>',
      '<meta property="og:image:width" content="1200"/>',
      '<meta property="og:image:height" content="630"/>',
      '<meta property="og:image:type" content="image/jpeg"/>',
      '<meta property="product:price:amount" content="7.95"/>',
      '<meta property="product:price:currency" content="GBP"/>',
      '<meta name="twitter:card" content="summary_large_image"/>',
    ])
      expect(html).toContain(tag);
  });
});
