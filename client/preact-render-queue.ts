// Where Preact's re-renders right after hydration run (decision 040, 2026-11-24 "re-renders in a
// task of their own"). Hydrating queues re-renders: layout effects that set state, external stores
// (TanStack's router and query, the cart) whose snapshot moved since the render. Preact runs them
// in a microtask, so they made 15-30 % of hydration's one long task at 4x CPU slowdown. Queued
// during hydration, they run in a task of their own after it: the browser can paint and take
// input in between, and the page is already interactive (its handlers are attached).
import { options } from 'preact';
import { nextTask } from './next-task';

/**
 * Runs `hydrate`; the re-renders queued by it and by the microtasks after it run in the next task,
 * not in this one's microtasks. Renders queued from then on run as before.
 */
export function rendersInTaskAfter<T>(hydrate: () => T): T {
  const previous = options.debounceRendering;
  const restore = () => {
    if (options.debounceRendering === inNextTask) options.debounceRendering = previous;
  };
  const inNextTask = (flush: () => void) =>
    nextTask(() => {
      restore();
      flush();
    });
  options.debounceRendering = inNextTask;
  try {
    return hydrate();
  } finally {
    // When hydration queued nothing (or only later in its microtasks).
    nextTask(restore);
  }
}
