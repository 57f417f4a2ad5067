// Loads the page's third-party scripts once it is interactive (after hydration, at idle time),
// so they never block rendering. What to load comes from the server (bootstrap.thirdParty); the
// chat and the tag manager wait for the shopper's consent (decision 036). The payment step loads
// none (decision 070): its analytics events wait in session storage and join the next page's
// data layer, where the tag manager reads them.
import { isPaymentStepPath } from '../markets';
import { whenHydrated } from './components/hydration-mark';
import type { Bootstrap } from './ssr-contract';

declare global {
  interface Window {
    /** Read by the chat widget's loader: bot, language, bubble offset and context. */
    argyleChat?: { botId: string; language: string; offset: number; context: { country: string } };
  }
}

/** Appends an async script once (by id). */
export function addScript(src: string, id: string) {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  document.body.append(script);
}

/** The one line a wrong tag-manager id leaves (docs/spec/commerce-core.md §5), instead of a script. */
export const invalidTagManagerMessage = (id: string) =>
  `Tag manager not loaded: the configured id "${id}" does not match GTM- followed by upper-case letters or digits`;

/** Session-storage key of the payment step's data-layer entries, for the next page. */
export const CARRIED_EVENTS_KEY = 'argyle:data-layer-carried';

/** On the payment step: its data-layer entries are kept when the page goes, for the next page. */
function keepEventsForNextPage() {
  window.addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(CARRIED_EVENTS_KEY, JSON.stringify(window.dataLayer ?? []));
    } catch {
      // Storage full or blocked: those events are lost, the page is not.
    }
  });
}

/** Puts the payment step's entries in front of this page's, once. */
export function restoreCarriedEvents() {
  try {
    const carried = sessionStorage.getItem(CARRIED_EVENTS_KEY);
    if (!carried) return;
    sessionStorage.removeItem(CARRIED_EVENTS_KEY);
    window.dataLayer ??= [];
    window.dataLayer.unshift(...(JSON.parse(carried) as Record<string, unknown>[]));
  } catch {
    // Unreadable: nothing to carry.
  }
}

async function run({ chat, accessibility, tagManager }: Bootstrap['thirdParty']) {
  if (isPaymentStepPath(window.location.pathname)) return keepEventsForNextPage();
  restoreCarriedEvents();
  if (accessibility) addScript(accessibility.scriptUrl, 'argyle-accessibility');
  if (tagManager && 'invalidId' in tagManager) console.warn(invalidTagManagerMessage(tagManager.invalidId));
  const tagManagerUrl = tagManager && 'id' in tagManager ? tagManager.scriptUrl : undefined;
  if (!chat && !tagManagerUrl) return;
  // Chat and tag manager set cookies that need the shopper's consent (decision 036); the tag
  // manager's own code is fetched only once it is allowed.
  const { whenConsented } = await import('./consent/consent');
  if (chat) {
    whenConsented('functional', () => {
      window.argyleChat = { botId: chat.botId, language: chat.language, offset: chat.offset, context: { country: chat.country } };
      addScript(chat.scriptUrl, 'argyle-chat');
    });
  }
  if (tagManagerUrl) {
    whenConsented('analytics', () => void import('./consent/tag-manager').then((m) => m.loadTagManager(tagManagerUrl, addScript)));
  }
}

/** Runs once the page has loaded and hydrated, at idle time, so nothing here competes with hydration. */
export function loadThirdPartyScripts(thirdParty: Bootstrap['thirdParty']) {
  const start = () =>
    void whenHydrated()
      .then(() => run(thirdParty))
      .catch((error: unknown) => console.warn('Third-party scripts failed to load', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
