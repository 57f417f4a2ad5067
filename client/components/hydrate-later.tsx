// Hydrates part of the server's markup in a later task than the page (decision 040). A grid of 64
// product cards hydrated with the page made one 400-700 ms task on Lighthouse's phone profile
// (4x CPU slowdown); cards below the first row, and the footer, wait here and hydrate a group per
// task, so the browser can paint and answer input in between. The hydration mark waits for them.
//
// How: while the page hydrates, the gate throws a promise inside its own Suspense boundary.
// Preact keeps the server's nodes of a boundary that suspends during hydration and hydrates them
// when the promise resolves (React, on the server, renders the children at once). Once every
// group has hydrated, the gate renders its children at once (e.g. the next listing page's cards).
import { Suspense, type ReactNode } from 'react';
import { nextTask } from '../next-task';

/** The group hydrated after all others. */
export const LAST_GROUP = Number.MAX_SAFE_INTEGER;

/** Groups waiting for their task; the lowest resolves first, one per task. */
const waiting = new Map<number, { promise: Promise<void>; resolve: () => void }>();
const ready = new Set<number>();
let scheduled = false;
// The first group waits for `startDeferredGroups` (the entry calls it once hydrateRoot has returned):
// a group resolved before Preact's re-renders of the page ran would hydrate with them.
let started = false;
// Only a document the server rendered and the client has not yet hydrated defers anything (the
// module loads before hydration; loaded later, for a client-side navigation, it never defers).
let deferring = typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';
const listeners: Array<() => void> = [];

function runNextGroup() {
  scheduled = false;
  const next = Math.min(...waiting.keys());
  const group = waiting.get(next);
  if (group) {
    waiting.delete(next);
    ready.add(next);
    // Preact hydrates the resolved boundaries in this task's microtasks; the next group waits for a task of its own.
    group.resolve();
  }
  if (waiting.size > 0) return scheduleNextGroup();
  deferring = false;
  // After this task's microtasks, which hydrate the last group.
  nextTask(() => listeners.splice(0).forEach((done) => done()));
}

function scheduleNextGroup() {
  if (scheduled || !started) return;
  scheduled = true;
  nextTask(runNextGroup);
}

function groupReady(group: number): Promise<void> {
  let entry = waiting.get(group);
  if (!entry) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    entry = { promise, resolve };
    waiting.set(group, entry);
    scheduleNextGroup();
  }
  return entry.promise;
}

/**
 * Starts hydrating the deferred groups, one per task, lowest first. Called once the page's own
 * hydration has returned and its re-renders are queued (client/preact-render-queue.ts): the first
 * group's task comes after theirs.
 */
export function startDeferredGroups() {
  started = true;
  if (waiting.size > 0) return scheduleNextGroup();
  // Nothing was deferred: later renders (a client-side navigation) render at once.
  deferring = false;
}

/** Resolves once every deferred group has hydrated (at once when nothing was deferred). */
export function whenDeferredHydrated(): Promise<void> {
  return waiting.size === 0 && !scheduled ? Promise.resolve() : new Promise((done) => listeners.push(done));
}

function Gate({ group, children }: { group: number; children: ReactNode }) {
  if (deferring && !ready.has(group)) throw groupReady(group);
  return children;
}

/**
 * Its child (one element: the server's node is kept as it is until then) hydrates in a task after
 * the page's, with the other children of the same `group`; groups go in ascending order.
 */
export function HydrateLater({ group, children }: { group: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate group={group}>{children}</Gate>
    </Suspense>
  );
}
