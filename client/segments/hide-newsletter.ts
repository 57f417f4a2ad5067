// The inline script in <head> (components/document.tsx) that every later page runs before its
// body is parsed (decision 038): with the session's flag set (visitor.ts writes it) it sets
// `data-hide-newsletter` on <html>, so hidden prompts never paint and nothing shifts;
// newsletter.css hides them. Written out and alone in this module to keep it short: it is part
// of every page's first-load JavaScript (the unit test checks it against visitor.ts's names).
export const HIDE_NEWSLETTER_SCRIPT =
  'try{sessionStorage.segmentHidesNewsletter&&(document.documentElement.dataset.hideNewsletter="")}catch(e){}';
