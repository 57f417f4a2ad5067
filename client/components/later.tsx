// A below-the-fold part (later product cards, recommendations, the footer, enhanced blocks) in a
// Suspense boundary of its own (decision 050). React hydrates the page around it first and the
// boundary in a later pass, which yields to the browser every few milliseconds; a boundary the
// shopper taps or types into is hydrated at once, ahead of the others, and the event replayed
// (selective hydration). On the server the boundary only adds its <!--$--> markers.
//
// The hydration mark (hydration-mark.tsx) waits until every boundary rendered with the page has
// hydrated: what runs "after hydration" (tracker, geo switch, tests) finds all of it live.
import { Suspense, use, useEffect, useId, useLayoutEffect, type ReactNode } from 'react';
import { canPrefetch } from '../state/prefetch';

/** Boundaries on the page whose content has not yet hydrated (their useId). */
const waiting = new Set<string>();
const listeners: Array<() => void> = [];

function settle(id: string) {
  waiting.delete(id);
  if (waiting.size === 0) listeners.splice(0).forEach((done) => done());
}

/** Resolves once every boundary committed so far has hydrated (at once when none is waiting). */
export function whenLaterHydrated(): Promise<void> {
  return waiting.size === 0 ? Promise.resolve() : new Promise((done) => listeners.push(done));
}

/** Inside the boundary: its effect runs in the commit that hydrated (or rendered) the content. */
function Hydrated({ id }: { id: string }) {
  useEffect(() => settle(id), [id]);
  return null;
}

export function Later({ children }: { children: ReactNode }) {
  const id = useId();
  // Layout effects of a commit run before its passive ones: a boundary is counted before the
  // hydration mark's effect looks, and before its own content's effect (same commit) settles it.
  useLayoutEffect(() => {
    waiting.add(id);
    return () => settle(id);
  }, [id]);
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated id={id} />
    </Suspense>
  );
}

type Loaded<P> = (props: P) => ReactNode;

/** A component in a chunk of its own that can be fetched before it is first rendered. */
export type Preloadable<P> = Loaded<P> & {
  /** Fetches (once) the code; resolves when it has loaded. A failed load is tried again next time. */
  preload: () => Promise<unknown>;
};

/**
 * A component whose code is not in the page's first JavaScript (decision 073): its own chunk,
 * fetched by `preload()` (at idle with `atIdle`, or at the first sign of intent: pointer, focus)
 * or else by its first render, which suspends until it lands: the nearest Suspense boundary shows
 * its fallback (a control's frame with a loading state) meanwhile. Once loaded it renders at once,
 * without suspending (unlike `React.lazy`, which suspends on its first render whatever happened).
 */
export function preloadable<P extends object>(load: () => Promise<Loaded<P>>): Preloadable<P> {
  let loading: Promise<Loaded<P>> | undefined;
  let failed = false;
  const start = () => {
    failed = false;
    const started: Promise<Loaded<P>> = load().then(
      (loaded) => {
        // Marked as React marks the promises it has seen: `use` returns the component at once (on
        // the server, and on every render after the code arrived). It is called on every render,
        // as React requires of a component that suspended on it.
        Object.assign(started, { status: 'fulfilled', value: loaded });
        return loaded;
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
    return (loading = started);
  };
  return Object.assign(
    function Preloaded(props: P) {
      // A render never starts a failed load again (that would loop): its error goes to the
      // nearest error boundary. The next sign of intent does.
      const Component = use(loading ?? start());
      return <Component {...props} />;
    },
    { preload: () => (!loading || failed ? start() : loading) },
  );
}

/**
 * Runs tasks one at a time, each when `ready` resolves (the page hydrated and the browser idle),
 * the next only once the one before has finished, in the order asked. (A preload run twice loads
 * once.)
 */
export function idleQueue(ready: () => Promise<void>) {
  const tasks: Array<() => Promise<unknown>> = [];
  let running = false;
  const run = async () => {
    running = true;
    while (tasks.length) {
      await ready();
      // A failed preload is only a lost head start: the control loads its code when used.
      await tasks
        .shift()?.()
        .catch(() => {});
    }
    running = false;
  };
  return (task: () => Promise<unknown>) => {
    tasks.push(task);
    if (!running) void run();
  };
}

/** Resolves once the page is hydrated (the hydration mark is set) and the browser is next idle. */
export function whenHydrated(): Promise<void> {
  const root = document.documentElement;
  const marked = new Promise<void>((resolve) => {
    if (root.dataset.hydrated === 'true') return resolve();
    const observer = new MutationObserver(() => {
      if (root.dataset.hydrated !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
  return marked.then(idle);
}

const idle = () =>
  new Promise<void>((resolve) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 50),
  );

const queue = idleQueue(() => whenHydrated());

/**
 * Preloads code for a first interaction (a menu's, a dialog's) after the page has hydrated, in the
 * browser's idle time, one chunk at a time in the order asked: the shopper's first tap finds it
 * there. Not when the shopper asked to save data or is on 2g: their code loads on intent then.
 * Only for small chunks: each is evaluated when it lands, a task on the main thread.
 */
export function atIdle(preload: () => Promise<unknown>): void {
  if (canPrefetch((navigator as { connection?: Parameters<typeof canPrefetch>[0] }).connection)) queue(preload);
}

/** Every later part's loader, for the server to load them all before it renders (loadLaterParts). */
const parts: Array<() => Promise<unknown>> = [];

/**
 * A below-the-fold component whose code is not in the page's first JavaScript: its own chunk,
 * fetched when React comes to hydrate (or first render) it. Render it inside `<Later>`: until the
 * code is there the boundary keeps the server's markup (or shows nothing, on a client-side
 * navigation). The server loads every part before rendering (`loadLaterParts`), so its HTML is
 * complete and never waits for one. The module that declares a part imports the part's styles, so
 * they are linked with the page's and nothing shifts when its code arrives.
 */
export function laterPart<P extends object>(load: () => Promise<Loaded<P>>): Preloadable<P> {
  const part = preloadable(load);
  parts.push(part.preload);
  return part;
}

/**
 * Loads every later part's code (the server, before its first render), including the parts
 * declared by modules that loaded meanwhile: a route's page module, or a later part's own (the
 * CMS blocks declare the carousels' cards). Already loaded parts cost nothing.
 */
export async function loadLaterParts(): Promise<void> {
  for (let loaded = 0; loaded < parts.length;) {
    const batch = parts.slice(loaded);
    loaded = parts.length;
    await Promise.all(batch.map((load) => load()));
  }
}
