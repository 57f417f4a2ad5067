// Preact's render queue during hydration: what it queues runs in a task after it (decision 040).
import { options } from 'preact';
import { describe, expect, it } from 'vitest';
import { afterTask } from './next-task';
import { rendersInTaskAfter } from './preact-render-queue';

/** What Preact does when a component is first queued for a re-render. */
const queueRender = (flush: () => void) => (options.debounceRendering ?? queueMicrotask)(flush);

describe('rendersInTaskAfter', () => {
  it('runs the re-renders queued by hydration and its microtasks after them, in a later task', async () => {
    const order: string[] = [];
    const result = rendersInTaskAfter(() => {
      queueRender(() => order.push('re-render queued by hydration'));
      void Promise.resolve().then(() => queueRender(() => order.push('re-render queued in a microtask')));
      return 'root';
    });
    void Promise.resolve().then(() => order.push('microtask after hydration'));
    expect(result).toBe('root');
    await afterTask();
    await afterTask();
    expect(order).toEqual(['microtask after hydration', 're-render queued by hydration', 're-render queued in a microtask']);
  });

  it('leaves later renders to Preact as before', async () => {
    const before = options.debounceRendering;
    rendersInTaskAfter(() => queueRender(() => {}));
    await afterTask();
    await afterTask();
    expect(options.debounceRendering).toBe(before);
    rendersInTaskAfter(() => null);
    await afterTask();
    expect(options.debounceRendering).toBe(before);
  });
});
