// Loads the page's third-party scripts once it is interactive (after hydration, at idle time),
// so they never block rendering. What to load comes from the server (bootstrap.thirdParty).
import type { Bootstrap } from './ssr-contract';

declare global {
  interface Window {
    /** Read by the chat widget's loader: bot, language, bubble offset and context. */
    argyleChat?: { botId: string; language: string; offset: number; context: { country: string } };
  }
}

function addScript(src: string, id: string) {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  document.body.append(script);
}

export function loadThirdPartyScripts(thirdParty: Bootstrap['thirdParty']) {
  const run = () => {
    const { chat, accessibility } = thirdParty;
    if (chat) {
      window.argyleChat = { botId: chat.botId, language: chat.language, offset: chat.offset, context: { country: chat.country } };
      addScript(chat.scriptUrl, 'argyle-chat');
    }
    if (accessibility) addScript(accessibility.scriptUrl, 'argyle-accessibility');
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
