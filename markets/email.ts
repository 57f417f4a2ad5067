// The e-mail rule of the newsletter sign-up (docs/spec/storefront-shell.md §5), one for the form and the API:
// text, an at sign and a dotted domain (labels without spaces or at signs, a top-level part of
// two or more characters), at most 254 characters.
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;
export const MAX_EMAIL_LENGTH = 254;

/** Whether the (already trimmed) address may be sent. @example isValidEmail('a@b.co') // true */
export const isValidEmail = (email: string) => email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
