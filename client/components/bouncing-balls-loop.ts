// The bouncing balls' loop (docs/spec/storefront-shell.md §4 and §9.5), loaded by the canvas once it has
// hydrated: the footer's decoration is no part of what every page needs before hydration.
import {
  BALL_COLOURS,
  BALL_PHYSICS,
  DEFAULT_BALLS,
  createBalls,
  footerBallConfig,
  restingBalls,
  step,
  type Ball,
  type Mouse,
} from './bouncing-balls-physics';

export type BallConfig = { count: number; radius: number } | 'footer';

/** What the canvas shows its tests and devtools: whether the loop runs, a still frame, the set drawn. */
export interface BallsReport {
  running: (running: boolean) => void;
  still: (still: boolean) => void;
  /** 'count:radius' of the current set. */
  shape: (shape: string) => void;
}

const FRAME_MS = 1000 / BALL_PHYSICS.fps;

function draw(canvas: HTMLCanvasElement, balls: readonly Ball[], width: number, height: number) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const ratio = canvas.width / Math.max(1, width);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  for (const ball of balls) {
    context.beginPath();
    context.arc(ball.x, ball.y, ball.r, 0, Math.PI * 2);
    context.fillStyle = ball.color;
    context.fill();
  }
}

/** Runs the balls on a canvas; returns what stops them and removes every listener. */
export function runBalls(
  canvas: HTMLCanvasElement,
  config: BallConfig = DEFAULT_BALLS,
  mousePush: boolean,
  report: BallsReport,
): () => void {
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
  let balls: Ball[] = [];
  let width = 0;
  let height = 0;
  let frame = 0;
  let last = 0;
  let visible = false;
  let mouse: Mouse | null = null;

  const sizes = () => (config === 'footer' ? footerBallConfig(window.innerWidth) : config);
  const reset = () => {
    const { count, radius } = sizes();
    report.shape(`${count}:${radius}`);
    balls = motion.matches ? restingBalls(count, radius, width, height, BALL_COLOURS) : createBalls(count, radius, width, BALL_COLOURS);
  };
  const measure = () => {
    const rect = canvas.getBoundingClientRect();
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    width = rect.width;
    height = rect.height;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  };
  const tick = (now: number) => {
    frame = requestAnimationFrame(tick);
    const elapsed = now - last;
    // Cap at 60 fps (a 120 Hz screen skips every other callback); a long gap counts as 3 frames at most.
    if (elapsed < FRAME_MS - 1) return;
    last = now;
    balls = step(balls, Math.min(elapsed / FRAME_MS, 3), { ...BALL_PHYSICS, width, height, mouse: mousePush ? mouse : null });
    draw(canvas, balls, width, height);
  };
  const start = () => {
    if (frame || motion.matches || document.hidden) return;
    last = performance.now();
    frame = requestAnimationFrame(tick);
    report.running(true);
  };
  const stop = () => {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    report.running(false);
  };
  const render = () => {
    stop();
    measure();
    reset();
    draw(canvas, balls, width, height);
    report.still(motion.matches);
    if (visible) start();
  };

  const observer = new IntersectionObserver((entries) => {
    visible = entries.some((e) => e.isIntersecting);
    if (visible) return start();
    // Off screen: stop and reset, so the balls drop in again when it comes back.
    stop();
    reset();
    draw(canvas, balls, width, height);
  });
  observer.observe(canvas);

  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(render, 150);
  };
  const onMove = (event: PointerEvent) => {
    const rect = canvas.getBoundingClientRect();
    mouse = { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const onLeave = () => (mouse = null);
  // A hidden tab pauses the loop where it is; it carries on when the tab is shown and on screen.
  const onVisibility = () => (document.hidden ? stop() : visible && start());
  const area = canvas.parentElement ?? canvas;
  window.addEventListener('resize', onResize, { passive: true });
  motion.addEventListener('change', render);
  document.addEventListener('visibilitychange', onVisibility);
  if (mousePush) {
    area.addEventListener('pointermove', onMove, { passive: true });
    area.addEventListener('pointerleave', onLeave);
  }
  render();

  return () => {
    stop();
    observer.disconnect();
    clearTimeout(resizeTimer);
    window.removeEventListener('resize', onResize);
    motion.removeEventListener('change', render);
    document.removeEventListener('visibilitychange', onVisibility);
    area.removeEventListener('pointermove', onMove);
    area.removeEventListener('pointerleave', onLeave);
  };
}
