// The server renders later parts in full: loadLaterParts loads every part's code, including parts
// declared by modules that load meanwhile (a route's page module, a part's own module).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { laterPart, loadLaterParts } from './later';

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
