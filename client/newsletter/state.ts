// The newsletter form's state (docs/spec/storefront-shell.md §3 "Newsletter form state", 4 "Newsletter"):
// idle → loading on a valid submit; loading → success or requestFailed. Pure; the hook in
// use-newsletter.ts does the timers, the request and the side effects.
import { isValidEmail } from '../../markets';

/** Where the form sits; 'popup' is a segment's popup (decision 038), with its own source and messages. */
export type NewsletterContext = 'menu' | 'dropdown' | 'newsletter-block' | 'checkout' | 'popup';

export interface NewsletterState {
  email: string;
  success: boolean;
  loading: boolean;
  showErrors: boolean;
  errors: { invalidEmail: boolean; requestFailed: boolean };
  /** The welcome dialog was accepted while success stays set (dropdown and checkout). */
  accepted: boolean;
}

export type NewsletterAction =
  /** The visitor typed. */
  | { type: 'input'; email: string }
  /** The 500 ms after typing passed: a valid address clears the invalid-email error. */
  | { type: 'revalidate' }
  /** Submit pressed: trims the address, then either shows the error or starts loading. */
  | { type: 'submit' }
  | { type: 'succeeded' }
  /** The call failed; `dialog` false (checkout) only ends loading. */
  | { type: 'failed'; dialog: boolean }
  /** The email field got focus: clears the request error. */
  | { type: 'focus' }
  /** The welcome dialog's button: clears the email; `resetSuccess` in menu and newsletter-block. */
  | { type: 'accept'; resetSuccess: boolean }
  /** The error dialog's retry: clears the error, success and email; back to the form. */
  | { type: 'retry' };

export const initialNewsletterState: NewsletterState = {
  email: '',
  success: false,
  loading: false,
  showErrors: false,
  errors: { invalidEmail: false, requestFailed: false },
  accepted: false,
};

/** Whether accepting the welcome dialog returns to an empty form (else success stays shown). */
export const resetsSuccessOnAccept = (context: NewsletterContext) => context === 'menu' || context === 'newsletter-block';

/** The signupSource of the tracking event: newsletter-block is reported as page. */
export const signupSourceOf = (context: NewsletterContext) => (context === 'newsletter-block' ? 'page' : context);

export function newsletterReducer(state: NewsletterState, action: NewsletterAction): NewsletterState {
  switch (action.type) {
    case 'input':
      return { ...state, email: action.email };
    case 'revalidate':
      return state.errors.invalidEmail && isValidEmail(state.email.trim())
        ? { ...state, showErrors: false, errors: { ...state.errors, invalidEmail: false } }
        : state;
    case 'submit': {
      if (state.loading) return state;
      const email = state.email.trim();
      if (!isValidEmail(email)) return { ...state, email, showErrors: true, errors: { ...state.errors, invalidEmail: true } };
      return {
        ...state,
        email,
        loading: true,
        success: false,
        accepted: false,
        showErrors: false,
        errors: { invalidEmail: false, requestFailed: false },
      };
    }
    case 'succeeded':
      return { ...state, loading: false, success: true };
    case 'failed':
      return { ...state, loading: false, success: false, errors: { ...state.errors, requestFailed: action.dialog } };
    case 'focus':
      return state.errors.requestFailed ? { ...state, errors: { ...state.errors, requestFailed: false } } : state;
    case 'accept':
      return action.resetSuccess ? { ...state, email: '', success: false, accepted: false } : { ...state, email: '', accepted: true };
    case 'retry':
      return { ...state, email: '', success: false, accepted: false, errors: { ...state.errors, requestFailed: false } };
  }
}
