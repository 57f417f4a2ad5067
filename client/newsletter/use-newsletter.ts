// The newsletter sign-up as a hook: the reducer of state.ts plus the 500 ms revalidation, the
// sign-up (./sign-up.ts: the Api call and its tracking event) and the interaction record.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useAppState } from '../state/bootstrap';
import { isValidEmail } from '../../markets';
import { signUp } from './sign-up';
import { initialNewsletterState, newsletterReducer, resetsSuccessOnAccept, type NewsletterContext } from './state';

/** Typing a valid address clears the invalid-email error after this long (docs/spec/storefront-shell.md §9.5). */
export const NEWSLETTER_DEBOUNCE_MS = 500;
export const INTERACTION_KEY = 'newsletterInteraction';

/** localStorage newsletterInteraction = { type: 'registered', time } (ignored when storage is unavailable). */
export function rememberRegistration(now = Date.now()) {
  try {
    window.localStorage.setItem(INTERACTION_KEY, JSON.stringify({ type: 'registered', time: now }));
  } catch {
    // Private mode or storage disabled: the sign-up itself succeeded.
  }
}

export interface NewsletterOptions {
  onAccept?: (() => void) | undefined;
  /** Called once a sign-up succeeded (after the interaction record is written). */
  onSuccess?: (() => void) | undefined;
  /** The tracking event's signupSource when not the context's (a segment's popup). */
  signupSource?: string | undefined;
}

export function useNewsletter(context: NewsletterContext, options: NewsletterOptions = {}) {
  const { api, bootstrap, market } = useAppState();
  const [state, dispatch] = useReducer(newsletterReducer, initialNewsletterState);
  const sending = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const { email, errors } = state;
  useEffect(() => {
    if (!errors.invalidEmail || !isValidEmail(email.trim())) return;
    const timer = setTimeout(() => dispatch({ type: 'revalidate' }), NEWSLETTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [email, errors.invalidEmail]);

  const submit = useCallback(async () => {
    if (sending.current) return;
    const trimmed = state.email.trim();
    dispatch({ type: 'submit' });
    if (!isValidEmail(trimmed)) return;
    sending.current = true;
    const failure = await signUp(api.newsletter, {
      store: bootstrap.storefront,
      email: trimmed,
      countryCode: market.countryCode,
      context,
      signupSource: latest.current.signupSource,
    }).finally(() => {
      sending.current = false;
    });
    if (failure === undefined) {
      rememberRegistration();
      dispatch({ type: 'succeeded' });
      latest.current.onSuccess?.();
      return;
    }
    if (context === 'checkout') console.warn(`Newsletter sign-up at checkout failed: ${failure}`);
    dispatch({ type: 'failed', dialog: context !== 'checkout' });
  }, [api, bootstrap.storefront, market.countryCode, context, state.email]);

  return {
    state,
    setEmail: useCallback((value: string) => dispatch({ type: 'input', email: value }), []),
    focus: useCallback(() => dispatch({ type: 'focus' }), []),
    submit,
    accept: useCallback(() => {
      dispatch({ type: 'accept', resetSuccess: resetsSuccessOnAccept(context) });
      latest.current.onAccept?.();
    }, [context]),
    retry: useCallback(() => dispatch({ type: 'retry' }), []),
  };
}
