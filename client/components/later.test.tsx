// The server renders later parts in full: loadLaterParts loads every part's code, including parts
// declared by modules that load meanwhile (a route's page module, a part's own module). A
// preloadable part renders its Suspense fallback until its code lands, and at once after; the
// idle queue preloads one chunk at a time once the page is ready.
import { Suspense, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { idleQueue, laterPart, loadLaterParts, preloadable } from './later';

describe('loadLaterParts', () => {
  it('loads a part declared while another part’s module loads, so both render at once', async () => {
    let Inner: ReturnType<typeof laterPart<{ text: string }>> | undefined;
    const Outer = laterPart<{ text: string }>(async () => {
      // As the CMS blocks' module declares the carousels' cards when it is evaluated.
      Inner = laterPart<{ text: string }>(async () => (props) => <em>{props.text}</em>);
      return (props) => <p>{Inner ? <Inner text={props.text} /> : null}</p>;
    });
    await loadLaterParts();
    expect(Inner).toBeDefined();
    // Nothing suspends: a part whose code were missing would throw its pending load here.
    expect(renderToStaticMarkup(<Outer text="cards" />)).toBe('<p><em>cards</em></p>');
  });
});

describe('preloadable (decision 073)', () => {
  const deferred = () => {
    let resolve: (component: (props: { text: string }) => ReactNode) => void = () => {};
    let reject: (error: Error) => void = () => {};
    const promise = new Promise<(props: { text: string }) => ReactNode>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };

  it('shows its Suspense fallback (the control’s frame) until the code lands, then the part', async () => {
    const code = deferred();
    const Part = preloadable(() => code.promise);
    const page = () => (
      <Suspense fallback={<div className="frame">loading</div>}>
        <Part text="menu" />
      </Suspense>
    );
    expect(renderToString(page())).toContain('<div class="frame">loading</div>');
    code.resolve((props) => <nav>{props.text}</nav>);
    await Part.preload();
    // Loaded: it renders at once, without suspending (React.lazy would suspend on its first render).
    expect(renderToStaticMarkup(page())).toBe('<nav>menu</nav>');
  });

  it('fetches its code once, however often it is preloaded or rendered', async () => {
    const load = vi.fn(async () => (props: { text: string }) => <em>{props.text}</em>);
    const Part = preloadable(load);
    await Promise.all([Part.preload(), Part.preload()]);
    renderToStaticMarkup(<Part text="a" />);
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (a dropped connection is not the end of the menu)', async () => {
    const load = vi
      .fn<() => Promise<(props: { text: string }) => ReactNode>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce((props) => <em>{props.text}</em>);
    const Part = preloadable(load);
    await expect(Part.preload()).rejects.toThrow('offline');
    await Part.preload();
    expect(renderToStaticMarkup(<Part text="back" />)).toBe('<em>back</em>');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is a later part too: loadLaterParts loads it for the server', async () => {
    const Part = laterPart<{ text: string }>(async () => (props) => <b>{props.text}</b>);
    await loadLaterParts();
    expect(renderToStaticMarkup(<Part text="footer" />)).toBe('<b>footer</b>');
  });
});

describe('idleQueue (decision 073)', () => {
  it('runs each preload once the page is ready, one at a time, in the order asked', async () => {
    const log: string[] = [];
    let readyCalls = 0;
    const queue = idleQueue(async () => {
      readyCalls++;
      log.push('idle');
    });
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, 5));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
      };
    queue(task('menu', true));
    queue(task('dialog'));
    queue(task('consent'));
    // Nothing starts before the page is ready.
    expect(log.filter((line) => line.startsWith('start'))).toEqual([]);
    await vi.waitFor(() => expect(log).toContain('end consent'));
    // Never two fetches at once, each after its own idle wait; a failed preload does not stop the next.
    expect(log).toEqual(['idle', 'start menu', 'end menu', 'idle', 'start dialog', 'end dialog', 'idle', 'start consent', 'end consent']);
    expect(readyCalls).toBe(3);
  });
});
