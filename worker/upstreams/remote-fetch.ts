/** The platform's fetch for a remote origin, looked up per call (never called unbound; tests may stub it). */
export const remoteFetch: typeof fetch = (input, init) => fetch(input, init);
