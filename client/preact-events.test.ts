// The keyboard-event shim (decision 031): an event that reaches a Preact handler survives React
// Aria's `{ ...e }` copy with its key, modifiers and targets, as React's synthetic event does.
import { options } from 'preact';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/** A native event in small: its fields are getters on the prototype, as in a browser. */
class FakeEvent {
  #init: Record<string, unknown>;
  constructor(type: string, init: Record<string, unknown> = {}) {
    this.#init = { type, ...init };
  }
  get type() {
    return this.#init.type;
  }
  get target() {
    return this.#init.target ?? null;
  }
  get currentTarget() {
    return this.#init.currentTarget ?? null;
  }
  /** The browser moves currentTarget from listener to listener. */
  reachListener(currentTarget: unknown) {
    this.#init.currentTarget = currentTarget;
  }
  get defaultPrevented() {
    return this.#init.defaultPrevented ?? false;
  }
  preventDefault() {
    this.#init.defaultPrevented = true;
  }
  protected field(name: string) {
    return this.#init[name];
  }
}

class FakeKeyboardEvent extends FakeEvent {
  get key() {
    return this.field('key');
  }
  get shiftKey() {
    return this.field('shiftKey') ?? false;
  }
  get ctrlKey() {
    return this.field('ctrlKey') ?? false;
  }
  getModifierState(key: string) {
    return key === 'Shift' && this.shiftKey;
  }
}

/** What React Aria's createEventHandler hands to its keyboard handlers (react-aria 3.53.1). */
const reactAriaCopy = (e: object) => ({ ...e }) as Record<string, unknown> & { getModifierState?: (key: string) => boolean };

describe('keyboard events on Preact', () => {
  beforeAll(async () => {
    vi.stubGlobal('KeyboardEvent', FakeKeyboardEvent);
    await import('./preact-events');
  });

  it('a plain native event loses its key in the copy (what breaks without the shim)', () => {
    expect(reactAriaCopy(new FakeKeyboardEvent('keydown', { key: 'ArrowDown' })).key).toBeUndefined();
  });

  it("keeps key, modifiers, target and getModifierState in React Aria's copy", () => {
    const input = { id: 'search' };
    const event = options.event!(new FakeKeyboardEvent('keydown', { key: 'ArrowDown', shiftKey: true, target: input }) as never);
    const copy = reactAriaCopy(event as object);
    expect(copy.key).toBe('ArrowDown');
    expect(copy.type).toBe('keydown');
    expect(copy.shiftKey).toBe(true);
    expect(copy.ctrlKey).toBe(false);
    expect(copy.target).toBe(input);
    expect(copy.getModifierState?.('Shift')).toBe(true);
  });

  it('the copy reads live values, as currentTarget changes while the event propagates', () => {
    const native = new FakeKeyboardEvent('keydown', { key: 'Escape', currentTarget: 'listbox' });
    const event = options.event!(native as never) as unknown as FakeKeyboardEvent;
    native.reachListener('combobox');
    native.preventDefault();
    const copy = reactAriaCopy(event);
    expect(copy.currentTarget).toBe('combobox');
    expect(copy.defaultPrevented).toBe(true);
  });

  it('leaves other events alone', () => {
    const click = options.event!(new FakeEvent('click') as never) as object;
    expect(Object.keys(click)).not.toContain('type');
  });
});
