// A below-the-fold part (later product cards, recommendations, the footer, enhanced blocks) in a
// Suspense boundary of its own (decision 050). React hydrates the page around it first and the
// boundary in a later pass, which yields to the browser every few milliseconds; a boundary the
// shopper taps or types into is hydrated at once, ahead of the others, and the event replayed
// (selective hydration). On the server the boundary only adds its <!--$--> markers.
//
// The hydration mark (hydration-mark.tsx) waits until every boundary rendered with the page has
// hydrated: what runs "after hydration" (tracker, geo switch, tests) finds all of it live.
import { Suspense, use, useEffect, useId, useLayoutEffect, type ReactNode } from 'react';

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
export function laterPart<P extends object>(load: () => Promise<Loaded<P>>): Loaded<P> {
  // Marked fulfilled as React marks the promises it has seen: `use` then returns the component at
  // once (the server, and every render after the code arrived) and is called on every render, as
  // React requires of a component that suspended on it.
  let loading: (Promise<Loaded<P>> & { status?: 'fulfilled'; value?: Loaded<P> }) | undefined;
  const start = () =>
    (loading ??= load().then((loaded) => {
      Object.assign(loading!, { status: 'fulfilled', value: loaded });
      return loaded;
    }));
  parts.push(start);
  return function LaterPart(props: P) {
    const Component = use(start());
    return <Component {...props} />;
  };
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
