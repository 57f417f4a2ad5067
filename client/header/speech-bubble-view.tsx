// The speech bubble as rendered in the header: a polite status message; a click anywhere hides it.
import { useEffect } from 'react';
import { speechBubble, useSpeechBubble } from './speech-bubble';

export function SpeechBubble() {
  const bubble = useSpeechBubble();
  useEffect(() => {
    if (!bubble) return;
    // A click hides it, but not the click whose press showed it: focusing the search field shows
    // its prompt at pointerdown, and that click ends afterwards. Keyboard clicks (detail 0) count.
    let pressed = false;
    const onPointerDown = () => (pressed = true);
    const onClick = (event: MouseEvent) => {
      if (pressed || event.detail === 0) speechBubble.onClick();
    };
    document.addEventListener('pointerdown', onPointerDown, { capture: true });
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, { capture: true });
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, [bubble]);
  return (
    // Always in the page, empty (and so without size) between messages: a live region that
    // appears together with its text is often not announced. The cart confirmation is announced
    // by the buy box already, so the bubble keeps quiet about it.
    <div
      className="speech-bubble"
      role="status"
      aria-hidden={bubble?.kind === 'addToCart' || undefined}
      data-variant={bubble?.variant}
      data-kind={bubble?.kind}
      style={bubble?.height ? { height: bubble.height } : undefined}
    >
      {bubble?.message}
    </div>
  );
}
