// `react-dom` in the browser build (decision 031): preact/compat, with a createPortal that can also
// render into React Aria's collection document. Checked against preact 11.2.0 and
// react-aria-components 1.22.1 (react-aria 3.53.1), both pinned exactly in package.json.
//
// React Aria builds a listbox's collection by portalling the items into a plain object that
// implements what react-dom calls on a container (createElement, appendChild, insertBefore,
// removeChild). Preact differs in three ways, each broken without this shim:
// - it creates nodes with `ownerDocument.createElementNS`, which that document lacks: the first
//   suggestion threw, the route's error boundary replaced the page, the search box came back empty;
// - it detaches nodes with `node.remove()`, which React Aria's nodes lack: a suggestion leaving
//   the list threw;
// - React Aria's nodes say `nodeType` 8 (comment), and Preact skips comments when it places
//   children (it takes them for server markers): a suggestion added before a kept one threw
//   (`data` of undefined) and, past that, later new ones were appended out of order.
// So nodes that Preact creates in such a container are made as React Aria makes them, then get
// `remove` and report themselves as elements. Nothing React Aria creates itself is touched.
import { createPortal as preactPortal } from 'preact/compat';

// @ts-expect-error TS2498: compat's typings say `export =`; its ES module has the named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

type Container = Parameters<typeof preactPortal>[1];

interface CollectionNode {
  nodeType: number;
  parentNode: { removeChild(child: CollectionNode): void } | null;
  remove?: () => void;
}

interface CollectionDocument {
  createElement(type: string): CollectionNode;
  createElementNS?: (namespace: string | null, type: string) => CollectionNode;
}

const ELEMENT_NODE = 1;

/** True for a portal container that is not a DOM node but creates nodes as React's DOM does. */
export function isCollectionDocument(container: unknown): container is CollectionDocument {
  return (
    typeof container === 'object' &&
    container !== null &&
    !(typeof Node !== 'undefined' && container instanceof Node) &&
    typeof (container as CollectionDocument).createElement === 'function' &&
    typeof (container as CollectionDocument).createElementNS !== 'function'
  );
}

/** Lets Preact create and remove nodes in `doc` (on the instance: the library's classes stay as they are). */
export function fitForPreact(doc: CollectionDocument) {
  doc.createElementNS = (_namespace, type) => {
    const node = doc.createElement(type);
    node.nodeType = ELEMENT_NODE;
    node.remove = () => node.parentNode?.removeChild(node);
    return node;
  };
}

export function createPortal(...args: Parameters<typeof preactPortal>): ReturnType<typeof preactPortal> {
  const container: Container | CollectionDocument = args[1];
  if (isCollectionDocument(container)) fitForPreact(container);
  return preactPortal(...args);
}
