// The shared e-mail pattern of the sign-up form (spec storefront-shell 5): text, an at sign and a
// dotted domain. Same as EMAIL_PATTERN in worker/upstreams/newsletter/schemas.ts.
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;
export const MAX_EMAIL_LENGTH = 254;

/** Whether the (already trimmed) address may be sent. */
export const isValidEmail = (email: string) => email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
