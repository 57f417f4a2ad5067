// Loads the page's third-party scripts once it is interactive (after hydration, at idle time),
// so they never block rendering. What to load comes from the server (bootstrap.thirdParty); the
// chat and the tag manager wait for the shopper's consent (decision 036).
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

/** The one line a wrong tag-manager id leaves (commerce-core 5), instead of a script. */
export const invalidTagManagerMessage = (id: string) =>
  `Tag manager not loaded: the configured id "${id}" does not match GTM- followed by upper-case letters or digits`;

async function run({ chat, accessibility, tagManager }: Bootstrap['thirdParty']) {
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
