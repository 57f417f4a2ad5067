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
    expect(html).not.toContain(' id=');
    expect(html).toContain('>Sign me up</button>');
    expect(html).toMatch(/<form[^>]*novalidate=""/i);
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(html).toContain('Check your inbox');
    expect(html).toContain('Please check your email address and try again.');
    expect(html).not.toContain('newsletter__legal');
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
});
