// Keyboard events as React Aria reads them on Preact (decision 031). React Aria's keyboard
// handlers (useKeyboard's createEventHandler) copy the event with `{ ...e }`. React's synthetic
// events carry key, target and the modifier flags as own properties, so the copy has them; a
// native event (what preact/compat passes) keeps them as prototype getters, so the copy had no
// `key`: ArrowDown did not highlight a suggestion and Escape did not close the list. Own
// enumerable getters make the copy see the live values, as with React.
import { options } from 'preact';

const FIELDS = [
  'key',
  'code',
  'keyCode',
  'charCode',
  'which',
  'location',
  'repeat',
  'isComposing',
  'altKey',
  'ctrlKey',
  'metaKey',
  'shiftKey',
  'type',
  'target',
  'currentTarget',
  'eventPhase',
  'bubbles',
  'cancelable',
  'defaultPrevented',
  'timeStamp',
] as const;

const copyable = new WeakSet<Event>();
const previous = options.event;

options.event = (e: Event) => {
  const event = (previous ? previous(e) : e) as Event;
  if (event instanceof KeyboardEvent && !copyable.has(event)) {
    copyable.add(event);
    for (const name of FIELDS) {
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
  return event;
};
