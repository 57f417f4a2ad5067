// Adds HTML at the end of a streamed document's <body>, after everything React wrote: the
// stream is passed through as it comes, holding back only its last bytes, which may be the
// `</body></html>` React ends a document with.
const END = new TextEncoder().encode('</body></html>');

const isEnd = (bytes: Uint8Array) => bytes.length === END.length && END.every((b, i) => bytes[i] === b);

export function insertBeforeBodyEnd(stream: ReadableStream<Uint8Array>, html: string): ReadableStream<Uint8Array> {
  const insert = new TextEncoder().encode(html);
  let held = new Uint8Array(0);
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        let bytes = chunk;
        if (chunk.length < END.length)
          bytes = concat(held, chunk); // a small chunk joins the held tail
        else if (held.length > 0) controller.enqueue(held);
        const cut = Math.max(0, bytes.length - END.length);
        if (cut > 0) controller.enqueue(bytes.subarray(0, cut));
        held = bytes.slice(cut);
      },
      flush(controller) {
        // Not a whole document (an aborted render, say): the HTML still goes at the end. Two
        // chunks, not one: the inserted HTML (a page's state, up to ~100 kB) is not copied again.
        if (isEnd(held)) {
          controller.enqueue(insert);
          controller.enqueue(held);
        } else {
          if (held.length > 0) controller.enqueue(held);
          controller.enqueue(insert);
        }
      },
    }),
  );
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
