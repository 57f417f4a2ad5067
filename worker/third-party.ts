// Third-party scripts (storefront-shell 1): the customer-chat widget, only when a bot id is
// configured, and the audio accessibility script, on the us storefront only. The page loads
// them after it is interactive; the CSP allows exactly their origins on the pages that use them.
import { contentOf, isStorefrontCode, type Market, type StorefrontCode } from '../markets';
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

export function thirdPartyFor(config: Config, storefront: StorefrontCode, market: Market): ThirdParty {
  return {
    chat:
      config.chatBotId && config.chatScriptUrl
        ? {
            botId: config.chatBotId,
            scriptUrl: config.chatScriptUrl,
            language: chatLanguage(storefront),
            offset: storefront === 'us' ? 78 : 16,
            country: market.countryCode.toLowerCase(),
          }
        : null,
    accessibility: storefront === 'us' && config.accessibilityScriptUrl ? { scriptUrl: config.accessibilityScriptUrl } : null,
  };
}

/** Origins the CSP must allow for a request path (its first segment names the storefront). */
export function thirdPartyOrigins(config: Config, path: string): string[] {
  const first = path.split('/')[1] ?? '';
  const origins = new Set<string>();
  if (config.chatBotId && config.chatScriptUrl) origins.add(new URL(config.chatScriptUrl).origin);
  if (isStorefrontCode(first) && first === 'us' && config.accessibilityScriptUrl)
    origins.add(new URL(config.accessibilityScriptUrl).origin);
  return [...origins];
}
