// The form's server markup: an email field with its label, no autocomplete, the CMS button text,
// closed dialogs with the CMS messages, and the texts around it only when asked.
import { describe, expect, it } from 'vitest';
import newsletterStory from '../../kv-seed/content/stories/uk/newsletter.json';
import { renderMarkup } from '../content/test-utils';
import { NewsletterForm } from './newsletter-form';

describe('NewsletterForm markup', () => {
  it('renders an accessible email form with closed dialogs', async () => {
    const html = await renderMarkup(<NewsletterForm context="newsletter-block" newsletter={newsletterStory} />);
    expect(html).toContain('data-newsletter-form="newsletter-block"');
    expect(html).toMatch(/<input[^>]*type="email"[^>]*autoComplete="off"/i);
    expect(html).toMatch(/<label class="newsletter__field"><span class="newsletter__label">Your email address<\/span><input/);
    // Ids come from useId: unique on the page and the same when the page hydrates.
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(html).toContain('>Sign me up</button>');
    expect(html).toMatch(/<form[^>]*novalidate=""/i);
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(html).toContain('Check your inbox');
    expect(html).toContain('Please check your email address and try again.');
    expect(html).not.toContain('newsletter__legal');
  });

  it('uses the basic dialog for welcome and error, each labelled by its title while closed', async () => {
    const html = await renderMarkup(<NewsletterForm context="newsletter-block" newsletter={newsletterStory} />);
    const dialogs = [...html.matchAll(/<dialog([^>]*)>([\s\S]*?)<\/dialog>/g)];
    expect(dialogs).toHaveLength(2);
    for (const [, attrs = '', body = ''] of dialogs) {
      expect(attrs).toContain('class="basic-dialog ');
      expect(attrs).toContain('data-testid="basic-dialog"');
      const labelledBy = /aria-labelledby="([^"]+)"/.exec(attrs)?.[1];
      expect(body).toMatch(new RegExp(`<h2 id="${labelledBy}" class="basic-dialog__title">`));
      expect(body.match(/<button/g)).toHaveLength(1);
    }
    expect(dialogs[0]?.[2]).toContain('>Welcome to the Sock Club!</h2>');
    expect(dialogs[1]?.[1]).toContain('role="alertdialog"');
    expect(dialogs[1]?.[2]).toContain('>Try again</button>');
  });

  it('renders title, subtitle and legal with withTexts, and falls back to translated labels without CMS texts', async () => {
    const withTexts = await renderMarkup(<NewsletterForm context="menu" newsletter={newsletterStory} withTexts />);
    expect(withTexts).toContain('newsletter__title');
    expect(withTexts).toContain('newsletter__legal');
    const bare = await renderMarkup(<NewsletterForm context="dropdown" />);
    expect(bare).toContain('>Subscribe</button>');
    expect(bare).toContain('>Ok!</button>');
    expect(bare).toContain('>Try again</button>');
  });

  it('is a POST form to /forms/newsletter before its scripts run, so the address never goes in a URL', async () => {
    const html = await renderMarkup(<NewsletterForm context="checkout" />, '/uk/adults/socks?colours=navy&utm_source=mail');
    expect(html).toMatch(/<form class="newsletter__form"[^>]* action="\/forms\/newsletter" method="post">/);
    // The path only: a cached page is shared by every query it ignores (utm, click ids).
    expect(html).toContain('<input type="hidden" name="back" value="/uk/adults/socks"/>');
    expect(html).toContain('<input type="hidden" name="checkout" value="true"/>');
  });

  it('shows the outcome the form post came back with', async () => {
    const subscribed = await renderMarkup(<NewsletterForm context="menu" />, '/uk?outcome=newsletter-subscribed');
    expect(subscribed).toMatch(/<p class="newsletter__done" role="status" tabindex="-1">Welcome to the Sock Club!<\/p>/);
    expect(subscribed).not.toContain('newsletter__form');
    const invalid = await renderMarkup(<NewsletterForm context="menu" />, '/uk?outcome=newsletter-invalid');
    expect(invalid).toMatch(/aria-invalid="true"/);
    expect(invalid).toContain('>Please enter a valid email address</p>');
    const failed = await renderMarkup(<NewsletterForm context="menu" />, '/uk?outcome=newsletter-failed');
    expect(failed).toContain('<p class="newsletter__error" role="alert">Oops, something went wrong</p>');
  });
});
