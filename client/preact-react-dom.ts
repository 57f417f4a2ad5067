// `react-dom` in the browser build (decision 031): preact/compat, with a createPortal that also
// renders into React Aria's collection document. React Aria builds a combobox's or listbox's
// collection by portalling the items into a plain-object "document" that implements what
// react-dom calls on a container (createElement, removeChild). Preact 11 creates nodes with the
// container's ownerDocument.createElementNS and detaches them with node.remove(), which that
// document lacks: the first suggestion threw, the route's error boundary replaced the page and
// the search box came back empty. The two methods are added, in React's terms, to such containers.
import { createPortal as preactPortal } from 'preact/compat';

// @ts-expect-error TS2498: compat's typings say `export =`; its ES module has the named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

type Container = Parameters<typeof preactPortal>[1];

interface DomLike {
  createElement?: (type: string) => unknown;
  createElementNS?: (namespace: string, type: string) => unknown;
}

const patched = new WeakSet<object>();

/** Gives a non-DOM container (and its nodes) the two methods Preact uses that React does not. */
function fitForPreact(container: DomLike) {
  const proto = Object.getPrototypeOf(container) as (DomLike & object) | null;
  if (!proto || patched.has(proto)) return;
  patched.add(proto);
  proto.createElementNS = function (this: DomLike, _namespace: string, type: string) {
    return this.createElement?.(type);
  };
  // Nodes the document creates share its base class (React Aria's BaseNode).
  const base = Object.getPrototypeOf(proto) as { remove?: () => void; removeChild?: unknown } | null;
  if (base && !('remove' in base) && 'removeChild' in base) {
    base.remove = function (this: { parentNode?: { removeChild(child: unknown): void } | null }) {
      this.parentNode?.removeChild(this);
    };
  }
}

export function createPortal(...args: Parameters<typeof preactPortal>): ReturnType<typeof preactPortal> {
  const container: Container & DomLike = args[1];
  if (!(container instanceof Node) && typeof container.createElement === 'function' && typeof container.createElementNS !== 'function') {
    fitForPreact(container);
  }
  return preactPortal(...args);
}
