// The speech bubble as rendered in the header: a polite status message; a click anywhere hides it.
import { useEffect } from 'react';
import { speechBubble, useSpeechBubble } from './speech-bubble';

export function SpeechBubble() {
  const bubble = useSpeechBubble();
  const visible = bubble !== null;
  useEffect(() => {
    if (!visible) return;
    const onClick = () => speechBubble.onClick();
    // Registered after the click that may have shown it has finished.
    const id = setTimeout(() => document.addEventListener('click', onClick, { capture: true }), 0);
    return () => {
      clearTimeout(id);
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, [visible]);
  return (
    <div
      className="speech-bubble"
      role="status"
      data-variant={bubble?.variant}
      data-kind={bubble?.kind}
      hidden={!bubble}
      style={bubble?.height ? { height: bubble.height } : undefined}
    >
      {bubble?.message}
    </div>
  );
}
