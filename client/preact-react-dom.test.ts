// The react-dom shim (decision 031): Preact renders a keyed list into a stand-in for React Aria's
// collection document, as a combobox's suggestions are rendered, and the list keeps the order
// and the items that Preact was given.
import { createPortal as preactPortal } from 'preact/compat';
import { h, render, type ComponentChild } from 'preact';
import { describe, expect, it } from 'vitest';
import { createPortal } from './preact-react-dom';

/** React Aria's collection node in small (react-aria 3.53.1's Document.ts): a linked list of comment-typed nodes. */
class FakeNode {
  nodeType = 8; // React Aria's ElementNode says COMMENT_NODE
  parentNode: FakeNode | null = null;
  firstChild: FakeNode | null = null;
  lastChild: FakeNode | null = null;
  nextSibling: FakeNode | null = null;
  previousSibling: FakeNode | null = null;
  label = '';
  constructor(public ownerDocument: FakeDocument) {}

  appendChild(child: FakeNode) {
    this.insertBefore(child, null);
  }

  insertBefore(child: FakeNode, reference: FakeNode | null) {
    if (child.parentNode) child.parentNode.removeChild(child);
    const previous = reference ? reference.previousSibling : this.lastChild;
    child.parentNode = this;
    child.previousSibling = previous;
    child.nextSibling = reference;
    if (previous) previous.nextSibling = child;
    else this.firstChild = child;
    if (reference) reference.previousSibling = child;
    else this.lastChild = child;
  }

  removeChild(child: FakeNode) {
    if (child.parentNode !== this) return;
    if (child.previousSibling) child.previousSibling.nextSibling = child.nextSibling;
    else this.firstChild = child.nextSibling;
    if (child.nextSibling) child.nextSibling.previousSibling = child.previousSibling;
    else this.lastChild = child.previousSibling;
    child.parentNode = child.nextSibling = child.previousSibling = null;
  }
}

/** React Aria's collection Document in small: creates nodes with createElement only, has no createElementNS. */
class FakeDocument extends FakeNode {
  constructor() {
    super(undefined as unknown as FakeDocument);
    this.ownerDocument = this;
    this.nodeType = 11;
  }
  createElement(_type: string) {
    return new FakeNode(this);
  }
}

const labels = (doc: FakeDocument) => {
  const out: string[] = [];
  for (let node = doc.firstChild; node; node = node.nextSibling) out.push(node.label);
  return out;
};

/** Renders `ids` as items (a component around a host node, as React Aria's ListBoxItem) into `collection` through `portal`. */
function renderList(portal: (children: ComponentChild, container: never) => ComponentChild, collection: FakeDocument, root: FakeDocument) {
  const Item = ({ id }: { id: string }) => h('item', { ref: (node: FakeNode | null) => node && (node.label = id) });
  const List = ({ ids }: { ids: string[] }) => portal(ids.map((id) => h(Item, { key: id, id })) as ComponentChild, collection as never);
  return (ids: string[]) => render(h(List as never, { ids }), root as never);
}

const CHANGES = [
  ['stripe-red', 'stripe-blue', 'dot-green'],
  ['dot-green'], // suggestions leave the list
  ['stripe-red', 'stripe-blue', 'dot-green', 'dot-navy'], // new ones before and after a kept one
  ['dot-navy', 'stripe-blue', 'stripe-red'], // reordered, one left
];

describe('react-dom shim: createPortal into a collection document', () => {
  it('keeps every change of a keyed list in order, as given', () => {
    const collection = new FakeDocument();
    const show = renderList(createPortal, collection, new FakeDocument());
    for (const ids of CHANGES) {
      show(ids);
      expect(labels(collection)).toEqual(ids);
    }
  });

  it('touches only what Preact creates: React Aria creates no createElementNS and its own nodes stay comments', () => {
    const collection = new FakeDocument();
    renderList(createPortal, collection, new FakeDocument())(['a']);
    expect(collection.firstChild?.nodeType).toBe(1);
    expect(collection.createElement('item').nodeType).toBe(8);
    expect(Object.hasOwn(FakeDocument.prototype, 'createElementNS')).toBe(false);
    expect('remove' in FakeNode.prototype).toBe(false);
  });

  // When this fails, Preact renders into such a document by itself and the shim can go.
  it('is still needed: plain preact/compat cannot render the same changes', () => {
    const collection = new FakeDocument();
    const show = renderList(preactPortal as never, collection, new FakeDocument());
    expect(() => CHANGES.forEach((ids) => show(ids))).toThrow(/createElementNS/);
  });
});
