// React writes the entry as `<script type="module" async>` (bootstrapModules), so the browser may
// run it as soon as it is fetched, before the parser reaches the state script at the end of
// <body>. A module already in the browser's cache and a long page coming in pieces (an edge-cache
// hit) make that likely: the state would read as empty or cut short. Hydration needs the whole
// state anyway, so it waits for the end of the document.

/** The parts of `Document` this needs (a fake in tests). */
type ParsingDocument = Pick<Document, 'readyState' | 'addEventListener'>;

/** Resolves once `doc` has been parsed to its end (at once if it already has). */
export function whenParsed(doc: ParsingDocument): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}
