// Decorative bouncing-balls canvas (docs/spec/storefront-shell.md §4 and §9.5). The loop runs with
// requestAnimationFrame capped at 60 fps, only while the canvas is on screen
// (IntersectionObserver) and the tab is shown; leaving the viewport stops it and resets the balls, so they drop in
// again next time. The pointer pushes balls away. Under prefers-reduced-motion it draws one still
// frame and never loops. data-running tells tests whether the loop is active, data-balls and
// data-radius which set of balls it drew.
import { useEffect, useRef, useState } from 'react';
import type { BallConfig } from './bouncing-balls-loop';

export function BouncingBalls(props: { config?: BallConfig; mousePush?: boolean; className?: string }) {
  const { config, mousePush = false, className } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [running, setRunning] = useState(false);
  const [still, setStill] = useState(false);
  // 'count:radius' of the current set, for tests and devtools (a string, so equal sets do not re-render).
  const [shape, setShape] = useState('');

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let stop: (() => void) | undefined;
    let gone = false;
    // The loop's code loads when the canvas first comes near the screen (the footer is far below
    // the fold on most pages), never before the page has hydrated.
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        near.disconnect();
        void import('./bouncing-balls-loop').then(({ runBalls }) => {
          if (!gone) stop = runBalls(canvas, config, mousePush, { running: setRunning, still: setStill, shape: setShape });
        });
      },
      { rootMargin: '200px' },
    );
    near.observe(canvas);
    return () => {
      gone = true;
      near.disconnect();
      stop?.();
    };
  }, [config, mousePush]);

  return (
    <div
      className={className ? `bouncing-balls ${className}` : 'bouncing-balls'}
      data-running={running}
      data-still={still}
      data-balls={shape.split(':')[0] || undefined}
      data-radius={shape.split(':')[1] || undefined}
      data-testid="bouncing-balls"
    >
      <canvas ref={canvasRef} aria-hidden="true" />
    </div>
  );
}
