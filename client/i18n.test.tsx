import { describe, expect, it } from 'vitest';
import { renderMarkup } from './content/test-utils';
import { Pagination } from './listing/pagination';

describe('translations in the page', () => {
  it('show page links in English when translations are missing, not their keys', async () => {
    const html = await renderMarkup(<Pagination page={2} totalPages={3} hrefFor={(n) => `/uk/adults/socks?page=${n}`} />);
    expect(html).toContain('>Previous page</a>');
    expect(html).toContain('>Next page</a>');
    expect(html).toContain('aria-label="Page 3"');
    expect(html).not.toMatch(/previousPage|nextPage|"page /);
  });
});
