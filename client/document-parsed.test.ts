import { describe, expect, it } from 'vitest';
import { whenParsed } from './document-parsed';

/** A document the parser is still writing: `finish()` is the parser reaching its end. */
function loadingDocument() {
  const target = new EventTarget();
  const doc = {
    readyState: 'loading' as DocumentReadyState,
    addEventListener: target.addEventListener.bind(target),
  };
  const finish = () => {
    doc.readyState = 'interactive';
    target.dispatchEvent(new Event('DOMContentLoaded'));
  };
  return { doc: doc as unknown as Document, finish };
}

describe('whenParsed', () => {
  it('waits while the document is still being parsed, and resolves when it is done', async () => {
    const { doc, finish } = loadingDocument();
    let parsed = false;
    const waiting = whenParsed(doc).then(() => (parsed = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(parsed).toBe(false);
    finish();
    await waiting;
    expect(parsed).toBe(true);
  });

  it('resolves at once for a parsed document', async () => {
    for (const readyState of ['interactive', 'complete'] as const) {
      await expect(whenParsed({ readyState, addEventListener: () => undefined } as unknown as Document)).resolves.toBeUndefined();
    }
  });
});
