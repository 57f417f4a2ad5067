// The cookie banner and the cookie settings dialog (decision 036), in plain DOM: loaded on idle
// after hydration when the shopper has not chosen yet, or when they open the settings from the
// footer, into the host's empty element (React renders nothing inside it). Plain DOM, importing
// no module of the first load (the host hands over what it needs): the bundler groups modules by
// the chunks that use them, so a shared import here splits the first load's chunks (~1 kB more).
// Words and links come from the storefront's `cookie-banner` CMS story (read by the host).
// - Banner: a labelled region fixed to the bottom of the viewport (nothing moves), early in the
//   tab order (the host sits right after the skip link); Accept all, Only necessary, Cookie
//   settings. It does not take focus on arrival; after a choice made in it, focus goes to the
//   page's main content rather than being lost.
// - Settings: a native modal <dialog> (page inert, focus inside, Escape closes, focus returns to
//   where it was) with one checkbox per category; necessary is always on.
import { readConsent, saveConsent } from './consent';
import { ACCEPT_ALL, CONSENT_CATEGORIES, NECESSARY_ONLY, type Consent, type ConsentCategory } from './consent-cookie';
import type { ConsentFlags } from './consent-flags';
import './consent.css';

// Shapes of CMS JSON (as content/types.ts has them; see the header for why not imported).
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const str = (x: unknown): string | undefined => (typeof x === 'string' && x !== '' ? x : undefined);

/** What the host hands over: the flags' setter and the page's link rule. */
export interface ConsentUiContext {
  setFlags: (next: Partial<ConsentFlags>) => void;
  /** A CMS href as this page may link it ('/faq' → '/uk/faq'), or undefined when unsafe (rich-text.tsx's rule). */
  linkTo: (href: unknown) => string | undefined;
}

interface Category {
  key: 'necessary' | ConsentCategory;
  title: string;
  text: string;
}

const LABELS = ['title', 'acceptLabel', 'rejectLabel', 'settingsLabel', 'settingsTitle', 'saveLabel', 'alwaysOnLabel'] as const;
type BannerContent = Record<(typeof LABELS)[number], string> & { text: unknown; categories: Category[] };

const isCategoryKey = (x: unknown): x is Category['key'] => x === 'necessary' || (CONSENT_CATEGORIES as readonly unknown[]).includes(x);

/** The story's content when every label is there, else undefined (then no banner: nothing optional loads). */
function bannerContent(content: Record<string, unknown>): BannerContent | undefined {
  const labels = Object.fromEntries(LABELS.map((key) => [key, str(content[key])]));
  if (LABELS.some((key) => !labels[key])) return undefined;
  const categories = list(content.categories).flatMap((raw) =>
    isRecord(raw) && isCategoryKey(raw.key) ? [{ key: raw.key, title: str(raw.title) ?? raw.key, text: str(raw.text) ?? '' }] : [],
  );
  return { ...(labels as Record<(typeof LABELS)[number], string>), text: content.text, categories };
}

/** An element with attributes (or a click handler) and children. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: { [name: string]: string | (() => void) } = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'function') node.addEventListener(name.replace(/^on/, ''), value);
    else node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}

/** The banner text: paragraphs of text with bold, italic and link marks (links checked as everywhere). */
function richText(doc: unknown, linkTo: ConsentUiContext['linkTo']): HTMLElement {
  const out = el('div', { class: 'rich-text cookie-banner__text' });
  for (const block of isRecord(doc) ? list(doc.content) : []) {
    if (!isRecord(block) || block.type !== 'paragraph') continue;
    const p = el('p');
    for (const node of list(block.content)) {
      if (!isRecord(node) || typeof node.text !== 'string') continue;
      let piece: Node = document.createTextNode(node.text);
      for (const mark of list(node.marks)) {
        if (!isRecord(mark)) continue;
        if (mark.type === 'bold') piece = el('strong', {}, piece);
        if (mark.type === 'italic') piece = el('em', {}, piece);
        const href = mark.type === 'link' && isRecord(mark.attrs) ? linkTo(mark.attrs.href) : undefined;
        if (href) piece = el('a', /^https?:/i.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href }, piece);
      }
      p.append(piece);
    }
    out.append(p);
  }
  return out;
}

function choose(consent: Consent, setFlags: ConsentUiContext['setFlags']) {
  const fromBanner = Boolean(document.activeElement?.closest('.cookie-banner'));
  saveConsent(consent);
  setFlags({ showCookieBanner: false, showCookieSettings: false });
  if (fromBanner) document.getElementById('main')?.focus();
}

let ids = 0;

function banner(c: BannerContent, { setFlags, linkTo }: ConsentUiContext): HTMLElement {
  const titleId = `cookie-banner-title-${++ids}`;
  return el(
    'section',
    { class: 'cookie-banner', role: 'region', 'aria-labelledby': titleId },
    el('h2', { id: titleId, class: 'cookie-banner__title' }, c.title),
    richText(c.text, linkTo),
    el(
      'div',
      { class: 'cookie-banner__actions' },
      el('button', { type: 'button', class: 'button', onclick: () => choose(ACCEPT_ALL, setFlags) }, c.acceptLabel),
      el(
        'button',
        { type: 'button', class: 'button cookie-banner__secondary', onclick: () => choose(NECESSARY_ONLY, setFlags) },
        c.rejectLabel,
      ),
      el(
        'button',
        { type: 'button', class: 'link-button cookie-banner__link', onclick: () => setFlags({ showCookieSettings: true }) },
        c.settingsLabel,
      ),
    ),
  );
}

function settings(c: BannerContent, setFlags: ConsentUiContext['setFlags']): HTMLDialogElement {
  const titleId = `cookie-settings-title-${++ids}`;
  const stored = readConsent() ?? NECESSARY_ONLY;
  const boxes = new Map<ConsentCategory, HTMLInputElement>();
  const items = c.categories.map((category) => {
    const box = el('input', { type: 'checkbox' });
    if (category.key === 'necessary') {
      box.checked = true;
      box.disabled = true;
    } else {
      box.checked = stored[category.key];
      boxes.set(category.key, box);
    }
    const always = category.key === 'necessary' ? [el('span', { class: 'cookie-settings__always' }, c.alwaysOnLabel)] : [];
    return el(
      'li',
      {},
      el('label', { class: 'cookie-settings__category' }, box, el('span', {}, category.title), ...always),
      el('p', { class: 'cookie-settings__text' }, category.text),
    );
  });
  const dialog = el('dialog', { class: 'basic-dialog cookie-settings', 'aria-labelledby': titleId });
  const save = (consent: Consent) => {
    saveConsent(consent);
    setFlags({ showCookieBanner: false });
    dialog.close();
  };
  const chosen = (): Consent => ({ ...NECESSARY_ONLY, ...Object.fromEntries([...boxes].map(([key, box]) => [key, box.checked])) });
  dialog.append(
    el(
      'div',
      { class: 'cookie-settings__body' },
      el('h2', { id: titleId }, c.settingsTitle),
      el('ul', { class: 'cookie-settings__list' }, ...items),
      el(
        'div',
        { class: 'cookie-banner__actions' },
        el('button', { type: 'button', class: 'button', onclick: () => save(chosen()) }, c.saveLabel),
        el('button', { type: 'button', class: 'button cookie-banner__secondary', onclick: () => save(ACCEPT_ALL) }, c.acceptLabel),
      ),
    ),
  );
  return dialog;
}

/** Shows or removes the banner and the settings in `container` to match the flags. */
export function renderConsentUi(container: HTMLElement, flags: ConsentFlags, content: Record<string, unknown>, context: ConsentUiContext) {
  const c = bannerContent(content);
  if (!c) return;
  const shownBanner = container.querySelector('.cookie-banner');
  if (flags.showCookieBanner && !shownBanner) container.append(banner(c, context));
  if (!flags.showCookieBanner) shownBanner?.remove();

  const shownSettings = container.querySelector<HTMLDialogElement>('dialog.cookie-settings');
  if (flags.showCookieSettings && !shownSettings) {
    const dialog = settings(c, context.setFlags);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.addEventListener('close', () => {
      dialog.remove();
      context.setFlags({ showCookieSettings: false });
      if (opener?.isConnected) opener.focus();
      else document.getElementById('main')?.focus();
    });
    container.append(dialog);
    dialog.showModal();
  }
  if (!flags.showCookieSettings && shownSettings?.open) shownSettings.close();
}
