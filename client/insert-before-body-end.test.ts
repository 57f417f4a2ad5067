import { describe, expect, it } from 'vitest';
import { insertBeforeBodyEnd } from './insert-before-body-end';

const streamOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('inserting HTML before the end of a streamed body', () => {
  it('puts it before </body></html> however the stream is cut into chunks', async () => {
    const doc = '<!DOCTYPE html><html><head></head><body><main>Socks</main></body></html>';
    for (const size of [1, 3, 13, 14, 15, 40, doc.length]) {
      const chunks = doc.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
      expect(await read(insertBeforeBodyEnd(streamOf(chunks), '<script>1</script>'))).toBe(
        '<!DOCTYPE html><html><head></head><body><main>Socks</main><script>1</script></body></html>',
      );
    }
  });

  it('appends it to a stream that is not a whole document', async () => {
    expect(await read(insertBeforeBodyEnd(streamOf(['<p>cut', ' short']), '<x>'))).toBe('<p>cut short<x>');
    expect(await read(insertBeforeBodyEnd(streamOf([]), '<x>'))).toBe('<x>');
  });
});
