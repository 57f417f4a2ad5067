// One newsletter sign-up (docs/spec/storefront-shell.md §7; at checkout, docs/spec/commerce-core.md §7): the Api's subscribe
// and the tracking event that follows every call, success or fail. The footer form and the
// success page both sign up through here.
import type { StorefrontCode } from '../../markets';
import { track } from '../analytics/events';
import { ApiError } from '../../contract/api-error';
import type { Api } from '../queries/api';
import { signupSourceOf, type NewsletterContext } from './state';

export interface SignUpInput {
  store: StorefrontCode;
  email: string;
  countryCode: string;
  context: NewsletterContext;
  /** The tracking event's signupSource when not the context's (a segment's popup names itself). */
  signupSource?: string | undefined;
}

/** Signs up and tracks it; resolves to why it failed, or undefined when it succeeded. */
export async function signUp(
  api: Api['newsletter'],
  { store, email, countryCode, context, signupSource }: SignUpInput,
): Promise<string | undefined> {
  let failure: string | undefined;
  try {
    await api.subscribe({ store, email, countryCode, ...(context === 'checkout' ? { checkout: true } : {}) });
  } catch (error) {
    failure = error instanceof ApiError ? `status ${error.status}` : error instanceof Error ? error.message : String(error);
  }
  track({
    event: 'newsletter',
    eventLabel: failure === undefined ? 'success' : 'fail',
    email,
    signupSource: signupSource ?? signupSourceOf(context),
    identifier: 'regular-newsletter',
  });
  return failure;
}
