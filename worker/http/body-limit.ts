// Body limits (decision 048): every route that takes a body caps it before anything reads or
// parses it, as hono/body-limit does (by Content-Length, and by counting a streamed body), and
// answers 413 `payload_too_large` past it. One factory, so each route states only its size.
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors';

/** Middleware: bodies over `maxBytes` are refused with 413 and `message` before the route runs. */
export const limitBody = (maxBytes: number, message: string) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError(413, 'payload_too_large', message);
    },
  });
