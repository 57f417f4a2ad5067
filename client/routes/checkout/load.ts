// Route loader of the checkout shell: the optional checkout message banner, so the server
// renders it with the page (no shift when it arrives later).
import { loadOptionalStory } from '../../content/use-content';
import type { LoaderContext } from '../router-context';

export const CHECKOUT_BANNER_SLUG = 'checkout-message-banner';

export const loadCheckout = (ctx: LoaderContext) => loadOptionalStory(ctx, CHECKOUT_BANNER_SLUG);
