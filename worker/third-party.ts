// Third-party scripts (docs/spec/storefront-shell.md §1): the customer-chat widget, only when a bot id is
// configured, the audio accessibility script, on the us storefront only, and the tag manager
// (docs/spec/commerce-core.md §5, decision 036), only with a valid container id. The page loads them after it
// is interactive (chat and tag manager only with the shopper's consent); the CSP allows exactly
// their origins on the pages that can load them. The payment step loads none of them, whatever
// the config or consent (decision 070).
import { contentOf, isPaymentStepPath, isStorefrontCode, type Market, type StorefrontCode } from '../markets';
import type { Config } from './env';

export interface ThirdParty {
  chat: { botId: string; scriptUrl: string; language: string; offset: number; country: string } | null;
  accessibility: { scriptUrl: string } | null;
  /** A valid container id and its loader; an invalid id (the page logs it and loads nothing); or none configured. */
  tagManager: { id: string; scriptUrl: string } | { invalidId: string } | null;
}

/** The tag manager's one origin: its loader and the calls the container makes. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** docs/spec/commerce-core.md §5: a tag-manager id is GTM- followed by upper-case letters or digits. */
export const TAG_MANAGER_ID = /^GTM-[A-Z0-9]+$/;

/** The storefront's tag manager: its own container id or the '*' one, checked against the id rule. */
export function tagManagerFor(config: Config, storefront: StorefrontCode): ThirdParty['tagManager'] {
  const id = config.tagManagerIds[storefront] ?? config.tagManagerIds['*'];
  if (id === undefined) return null;
  if (!TAG_MANAGER_ID.test(id)) return { invalidId: id };
  return { id, scriptUrl: `${TAG_MANAGER_ORIGIN}/gtm.js?id=${id}` };
}

/** The tag manager's origin for a request path when that storefront's page can load it (a valid id), else none. */
export function tagManagerOrigins(config: Config, path: string): string[] {
  if (isPaymentStepPath(path)) return [];
  const storefront = path.split('/')[1];
  const tagManager = isStorefrontCode(storefront) ? tagManagerFor(config, storefront) : null;
  return tagManager && 'id' in tagManager ? [TAG_MANAGER_ORIGIN] : [];
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

/** No third-party script at all: the payment step's. */
const NONE: ThirdParty = { chat: null, accessibility: null, tagManager: null };

/** What the page at `path` loads: nothing on the payment step. */
export function thirdPartyFor(config: Config, storefront: StorefrontCode, market: Market, path: string): ThirdParty {
  if (isPaymentStepPath(path)) return NONE;
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
    tagManager: tagManagerFor(config, storefront),
  };
}

/** Origins the CSP must allow for a request path (its first segment names the storefront). */
export function thirdPartyOrigins(config: Config, path: string): string[] {
  if (isPaymentStepPath(path)) return [];
  const urls = [chatScriptUrl(config), accessibilityScriptUrl(config, path.split('/')[1] ?? '')];
  return [...new Set(urls.flatMap((url) => (url ? [new URL(url).origin] : [])))];
}
