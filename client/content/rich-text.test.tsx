// RichText: allowed nodes and marks, link safety, hostile CMS content, plain-text flattening.
import { describe, expect, it } from 'vitest';
import { RichText, richTextToPlain, safeHref } from './rich-text';
import { renderMarkup } from './test-utils';

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const link = (href: unknown) => ({ type: 'link', attrs: { href, linktype: 'url', target: '_blank' } });
const para = (...content: unknown[]) => ({ type: 'paragraph', content });
const doc = (...content: unknown[]) => ({ type: 'doc', content });

const render = (value: unknown, inline = false) => renderMarkup(<RichText doc={value} inline={inline} />);

describe('safeHref', () => {
  it.each([
    'https://argyle.shop/x',
    'http://a.example',
    'mailto:hello@argyle.shop',
    'tel:+441234',
    '/adults/socks?colours=black',
    '#top',
    'HTTPS://A.EXAMPLE',
  ])('allows %s', (href) => expect(safeHref(href)).toBe(href));
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    'adults/socks',
    'https://',
    '',
    42,
    null,
    { href: '/x' },
  ])('refuses %j', (href) => expect(safeHref(href)).toBeUndefined());
  it('trims surrounding spaces of safe hrefs', () => expect(safeHref('  /faq ')).toBe('/faq'));
});

describe('RichText', () => {
  it('renders the allowed nodes and marks', async () => {
    const html = await render(
      doc(
        { type: 'heading', attrs: { level: 1 }, content: [text('One')] },
        { type: 'heading', attrs: { level: 3 }, content: [text('Three')] },
        { type: 'heading', attrs: { level: 6 }, content: [text('Six')] },
        para(
          text('b', [{ type: 'bold' }]),
          text('i', [{ type: 'italic' }]),
          text('u', [{ type: 'underline' }]),
          text('s', [{ type: 'strike' }]),
          text('c', [{ type: 'code' }]),
          { type: 'hard_break' },
          text('hi', [{ type: 'styled', attrs: { class: 'highlight' } }]),
        ),
        { type: 'bullet_list', content: [{ type: 'list_item', content: [para(text('a'))] }] },
        { type: 'ordered_list', content: [{ type: 'list_item', content: [para(text('1'))] }] },
        { type: 'blockquote', content: [para(text('q'))] },
        { type: 'horizontal_rule' },
      ),
    );
    expect(html).toBe(
      '<div class="rich-text"><h2>One</h2><h3>Three</h3><h4>Six</h4>' +
        '<p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code><br/><span class="highlight">hi</span></p>' +
        '<ul><li><p>a</p></li></ul><ol><li><p>1</p></li></ol><blockquote><p>q</p></blockquote><hr/></div>',
    );
  });

  it('renders links by kind: storefront, external, mailto/tel, fragment', async () => {
    const html = await render(
      para(
        text('shop', [link('/adults/socks')]),
        text('ext', [link('https://argyle.shop/legal/privacy')]),
        text('mail', [link('mailto:hello@argyle.shop')]),
        text('call', [link('tel:+441234')]),
        text('top', [link('#top')]),
      ),
    );
    expect(html).toContain('<a href="/uk/adults/socks">shop</a>');
    expect(html).toContain('<a href="https://argyle.shop/legal/privacy" target="_blank" rel="noopener noreferrer">ext</a>');
    expect(html).toContain('<a href="mailto:hello@argyle.shop">mail</a>');
    expect(html).toContain('<a href="tel:+441234">call</a>');
    expect(html).toContain('<a href="#top">top</a>');
  });

  it('keeps other marks inside the link', async () => {
    const html = await render(doc(para(text('privacy', [{ type: 'styled', attrs: { class: 'small' } }, link('/faq')]))));
    expect(html).toContain('<a href="/uk/faq"><span class="small">privacy</span></a>');
  });

  it('neutralises hostile content', async () => {
    const hostile = doc(
      para(text('<script>alert(1)</script>')),
      { type: 'html', attrs: { html: '<img src=x onerror=alert(1)>' } },
      { type: 'script', attrs: { src: 'https://evil.example/x.js' }, content: [text('inside')] },
      { type: 'paragraph', attrs: { onclick: 'alert(1)', style: 'x', id: 'pwn', class: 'evil' }, content: [text('attrs')] },
      para(
        text('l1', [link('javascript:alert(1)')]),
        text('l2', [link('JaVaScRiPt:alert(1)')]),
        text('l3', [link(' javascript:alert(1)')]),
        text('l4', [link('java\nscript:alert(1)')]),
        text('l5', [link('data:text/html;base64,PHNjcmlwdD4=')]),
        text('l6', [link('//evil.example')]),
        text('ok-ext', [link('https://argyle.shop/a')]),
        text('ok-rel', [link('/collection/gift-boxes')]),
      ),
      para(
        text('h', [{ type: 'styled', attrs: { class: 'highlight evil' } }]),
        text('x', [{ type: 'styled', attrs: { class: 'x" onmouseover="alert(1)' } }]),
        text('m', [{ type: 'sparkle', attrs: { onclick: 'alert(1)' } }]),
      ),
    );
    const html = await render(hostile);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    for (const bad of ['<script', 'javascript:', 'data:', 'onclick', 'onmouseover', 'onerror', 'style=', 'evil', 'id=', '<img']) {
      expect(html.toLowerCase()).not.toContain(bad.toLowerCase());
    }
    // Unsafe links fall back to their plain text.
    expect(html).toContain('<p>l1l2l3l4l5l6<a ');
    expect(html).toContain('<p>attrs</p>');
    expect(html).toContain('inside');
    const classes = [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(' '));
    expect(new Set(classes)).toEqual(new Set(['rich-text', 'highlight']));
    expect(html).toContain('<a href="https://argyle.shop/a" target="_blank" rel="noopener noreferrer">ok-ext</a>');
    expect(html).toContain('<a href="/uk/collection/gift-boxes">ok-rel</a>');
    expect(html.match(/<a /g)).toHaveLength(2);
  });

  it('renders children of unknown nodes and nothing for unknown leaves', async () => {
    const html = await render(doc({ type: 'callout', content: [para(text('kept'))] }, { type: 'embed', attrs: { url: 'x' } }));
    expect(html).toBe('<div class="rich-text"><p>kept</p></div>');
  });

  it('survives malformed documents', async () => {
    for (const bad of [null, undefined, 'text', 42, [], { type: 'doc' }, { type: 'doc', content: 'x' }]) {
      expect(await render(bad)).toBe('');
    }
    const html = await render(
      doc(
        null,
        7,
        'str',
        [],
        { type: 'text', text: 5 },
        { type: 'heading', attrs: 'x', content: [text('h')] },
        para(text('t', 'marks' as never), text('u', [null, 3, { type: 'link' }])),
      ),
    );
    expect(html).toBe('<div class="rich-text"><h2>h</h2><p>tu</p></div>');
  });

  it('stops at absurd nesting depth', async () => {
    let node: unknown = text('deep');
    for (let i = 0; i < 5000; i++) node = { type: 'blockquote', content: [node] };
    const html = await render(doc(node));
    expect(html).not.toContain('deep');
  });

  it('inline mode keeps only text-level content', async () => {
    const html = await render(doc(para(text('Join the '), text('Sock Club', [{ type: 'bold' }]))), true);
    expect(html).toBe('<span class="rich-text">Join the <strong>Sock Club</strong></span>');
  });

  it('accepts a className', async () => {
    expect(await renderMarkup(<RichText doc={doc(para(text('a')))} className="intro" />)).toBe(
      '<div class="rich-text intro"><p>a</p></div>',
    );
  });
});

describe('richTextToPlain', () => {
  it('flattens text with collapsed whitespace', () => {
    const value = doc(
      { type: 'heading', attrs: { level: 2 }, content: [text('Title')] },
      para(text('Hello '), text('world', [{ type: 'bold' }]), { type: 'hard_break' }, text('again.')),
      {
        type: 'bullet_list',
        content: [
          { type: 'list_item', content: [para(text('one'))] },
          { type: 'list_item', content: [para(text('two'))] },
        ],
      },
    );
    expect(richTextToPlain(value)).toBe('Title Hello world again. one two');
  });
  it('returns an empty string for non-docs', () => {
    expect(richTextToPlain(null)).toBe('');
    expect(richTextToPlain({ type: 'doc', content: 3 })).toBe('');
  });
});
