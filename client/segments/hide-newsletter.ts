// The session's "hide the regular newsletter" flag (decision 038) as every later page reads it:
// an inline script in <head> (components/document.tsx) sets the attribute on <html> before the
// body is parsed, so hidden prompts never paint and nothing shifts; newsletter.css hides them.
export const HIDE_NEWSLETTER_KEY = 'segmentHidesNewsletter';
export const HIDE_NEWSLETTER_ATTR = 'data-hide-newsletter';
export const HIDE_NEWSLETTER_SCRIPT = `try{sessionStorage.getItem("${HIDE_NEWSLETTER_KEY}")&&document.documentElement.setAttribute("${HIDE_NEWSLETTER_ATTR}","")}catch(e){}`;
