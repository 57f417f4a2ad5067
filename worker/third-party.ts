// Third-party scripts (storefront-shell 1): the customer-chat widget, only when a bot id is
// configured, and the audio accessibility script, on the us storefront only. The page loads
// them after it is interactive; the CSP allows exactly their origins on the pages that use them.
import { contentOf, type Market, type StorefrontCode } from '../markets';
import type { Config } from './env';

export interface ThirdParty {
  chat: { botId: string; scriptUrl: string; language: string; offset: number; country: string } | null;
  accessibility: { scriptUrl: string } | null;
}

/** Chat language: the content locale's first part, or en for the default locale. */
export function chatLanguage(storefront: StorefrontCode): string {
  const { contentLocale } = contentOf(storefront);
  return contentLocale === 'default' ? 'en' : (contentLocale.split('-')[0] ?? 'en');
}

/** The chat loader's URL when chat is configured (a bot id and a loader), else undefined. */
const chatScriptUrl = (config: Config) => (config.chatBotId ? config.chatScriptUrl : undefined);
/** The accessibility script's URL on the us storefront, else undefined. */
const accessibilityScriptUrl = (config: Config, storefront: string) => (storefront === 'us' ? config.accessibilityScriptUrl : undefined);

export function thirdPartyFor(config: Config, storefront: StorefrontCode, market: Market): ThirdParty {
  const chatUrl = chatScriptUrl(config);
  const accessibilityUrl = accessibilityScriptUrl(config, storefront);
  return {
    chat:
      config.chatBotId && chatUrl
        ? {
            botId: config.chatBotId,
            scriptUrl: chatUrl,
            language: chatLanguage(storefront),
            offset: storefront === 'us' ? 78 : 16,
            country: market.countryCode.toLowerCase(),
          }
        : null,
    accessibility: accessibilityUrl ? { scriptUrl: accessibilityUrl } : null,
  };
}

/** Origins the CSP must allow for a request path (its first segment names the storefront). */
export function thirdPartyOrigins(config: Config, path: string): string[] {
  const urls = [chatScriptUrl(config), accessibilityScriptUrl(config, path.split('/')[1] ?? '')];
  return [...new Set(urls.flatMap((url) => (url ? [new URL(url).origin] : [])))];
}
