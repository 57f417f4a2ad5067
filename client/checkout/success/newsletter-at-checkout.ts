// Newsletter sign-up after a successful payment when the contact opted in (commerce-core 7):
// POST /api/newsletter with checkout=true. A failure never bothers the shopper: it is logged as
// a warning and tracked as fail.
import { pushDataLayer } from '../../analytics/data-layer';
import { signupSourceOf } from '../../newsletter/state';
import type { ApiFetch } from '../../queries/api';

export async function subscribeAtCheckout(api: ApiFetch, store: string, email: string, countryCode: string): Promise<void> {
  let failure: string | undefined;
  try {
    const response = await api('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ store, email, countryCode, checkout: true }),
    });
    if (!response.ok) failure = `status ${response.status}`;
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  if (failure !== undefined) console.warn(`Newsletter sign-up at checkout failed: ${failure}`);
  pushDataLayer({
    event: 'newsletter',
    eventLabel: failure === undefined ? 'success' : 'fail',
    email,
    signupSource: signupSourceOf('checkout'),
    identifier: 'regular-newsletter',
  });
}
