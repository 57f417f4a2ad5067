// Web storage where the browser lets us have it: undefined on the server and where reaching it
// throws (storage blocked by privacy settings), so each caller falls back instead of failing.

/** `localStorage` or `sessionStorage`, or undefined when there is none to use. */
export function browserStorage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
