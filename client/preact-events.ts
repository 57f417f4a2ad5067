// Keyboard events as React Aria reads them on Preact (decision 031). Checked against preact
// 11.2.0 and react-aria-components 1.22.1 (react-aria 3.53.1), pinned exactly in package.json.
//
// React Aria's keyboard handlers (useKeyboard through createEventHandler) copy the event with
// `{ ...e }`. React's synthetic event carries its fields as own properties, so the copy has them;
// Preact passes the native event, whose fields are prototype getters, which a spread drops.
// Without this, the copy had no `key`: ArrowDown did not highlight a suggestion and Escape did
// not close the list. Keyboard events that reach a Preact handler get the fields of React's
// synthetic keyboard event as own getters of the live values. Other events are left alone.
import { options } from 'preact';

/** React 19's SyntheticKeyboardEvent fields that a native KeyboardEvent keeps on its prototypes. */
export const KEYBOARD_FIELDS = [
  // KeyboardEvent
  'key',
  'code',
  'location',
  'ctrlKey',
  'shiftKey',
  'altKey',
  'metaKey',
  'repeat',
  'charCode',
  'keyCode',
  'which',
  // UIEvent
  'view',
  'detail',
  // Event
  'type',
  'target',
  'currentTarget',
  'eventPhase',
  'bubbles',
  'cancelable',
  'timeStamp',
  'defaultPrevented',
] as const;

const copyable = new WeakSet<Event>();

/** Makes `event`'s fields survive an object spread, as a React synthetic event's do. */
export function spreadable(event: KeyboardEvent) {
  if (copyable.has(event)) return;
  copyable.add(event);
  for (const name of KEYBOARD_FIELDS) {
    Object.defineProperty(event, name, {
      enumerable: true,
      configurable: true,
      get: () => Reflect.get(KeyboardEvent.prototype, name, event),
    });
  }
  Object.defineProperty(event, 'getModifierState', {
    enumerable: true,
    configurable: true,
    value: (key: string) => KeyboardEvent.prototype.getModifierState.call(event, key),
  });
}

const previous = options.event;
options.event = (e: Event) => {
  const event = (previous ? previous(e) : e) as Event;
  if (event instanceof KeyboardEvent) spreadable(event);
  return event;
};
