// Newsletter sign-up after a successful payment when the contact opted in (docs/spec/commerce-core.md §7):
// POST /api/newsletter with checkout=true. A failure never bothers the shopper: it is logged as
// a warning and tracked as fail.
import type { StorefrontCode } from '../../../markets';
import { signUp } from '../../newsletter/sign-up';
import type { Api } from '../../queries/api';

export async function subscribeAtCheckout(
  api: Api['newsletter'],
  store: StorefrontCode,
  email: string,
  countryCode: string,
): Promise<void> {
  const failure = await signUp(api, { store, email, countryCode, context: 'checkout' });
  if (failure !== undefined) console.warn(`Newsletter sign-up at checkout failed: ${failure}`);
}
