// Starts the tag manager (decision 036): its bootstrap entry in window.dataLayer, then its
// loader as an async script. Called only with the shopper's analytics consent and a valid id.
// (It takes third-party.ts's addScript rather than importing it: an import back into the first
// load's code makes the bundler split that code further.)

export function loadTagManager(scriptUrl: string, addScript: (src: string, id: string) => void): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript(scriptUrl, 'argyle-tag-manager');
}
