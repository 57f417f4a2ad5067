import { describe, expect, it } from 'vitest';
import { ContentLink } from '../content/rich-text';
import { renderMarkup } from '../content/test-utils';
import { StorefrontLink, toLocation } from './storefront-link';

describe('toLocation', () => {
  it('moves the query string out of the path, into search', () => {
    expect(toLocation('/uk/search/2?term=red%20socks')).toEqual({ to: '/uk/search/2', search: { term: 'red socks' } });
    expect(toLocation('/uk/adults/socks?colours=red,navy%20blue&page=2')).toEqual({
      to: '/uk/adults/socks',
      search: { colours: 'red,navy blue', page: 2 },
    });
    expect(toLocation('/uk/adults/socks')).toEqual({ to: '/uk/adults/socks', search: {} });
  });

  it('moves a fragment into hash', () => {
    expect(toLocation('/uk/faq?x=1#shipping')).toEqual({ to: '/uk/faq', search: { x: 1 }, hash: 'shipping' });
    expect(toLocation('/uk/faq#shipping')).toEqual({ to: '/uk/faq', search: {}, hash: 'shipping' });
  });
});

describe('storefront and CMS links', () => {
  it('prefix the storefront and keep the query string as a query string', async () => {
    const html = await renderMarkup(
      <>
        <StorefrontLink to="/adults/socks?colours=black">a</StorefrontLink>
        <ContentLink href="/kids/socks?colours=pink&amp;page=2">b</ContentLink>
      </>,
    );
    expect(html).toContain('<a href="/uk/adults/socks?colours=black">a</a>');
    expect(html).toContain('<a href="/uk/kids/socks?colours=pink&amp;page=2">b</a>');
  });

  it('forward other props to the element, for storefront, external and plain links', async () => {
    const html = await renderMarkup(
      <>
        <ContentLink href="/adults/socks" className="nav" data-menu-trigger="adults" aria-current="page">
          in
        </ContentLink>
        <ContentLink href="https://argyle.shop/a" data-kind="ext">
          out
        </ContentLink>
        <ContentLink href="mailto:hello@argyle.shop" data-kind="mail">
          mail
        </ContentLink>
      </>,
    );
    expect(html).toMatch(
      /<a class="nav"[^>]*data-menu-trigger="adults"[^>]*aria-current="page"[^>]*href="\/uk\/adults\/socks"|<a[^>]*href="\/uk\/adults\/socks"[^>]*data-menu-trigger="adults"/,
    );
    expect(html).toContain('<a href="https://argyle.shop/a" data-kind="ext" target="_blank" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="mailto:hello@argyle.shop" data-kind="mail">mail</a>');
  });
});
