import { describe, expect, it } from 'vitest';
import { afterTask, nextTask } from './next-task';

describe('nextTask and afterTask', () => {
  it('run after the current task and all its microtasks, not within it', async () => {
    const order: string[] = [];
    nextTask(() => order.push('nextTask'));
    const done = afterTask().then(() => order.push('afterTask'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('chained microtask'));
    order.push('sync');
    await done;
    expect(order).toEqual(['sync', 'microtask', 'chained microtask', 'nextTask', 'afterTask']);
  });
});
