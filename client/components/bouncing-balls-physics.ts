// Pure physics of the footer's bouncing balls (docs/spec/storefront-shell.md §9.5): gravity, a lossy bounce
// off the floor and walls, floor friction on horizontal motion, simple ball-to-ball collisions
// and an optional mouse push. No DOM here, so it is unit-tested in Node. Units are CSS pixels
// and frames: dt = 1 is one frame at 60 fps.
import { BREAKPOINTS } from '../styles/breakpoints';

export interface Ball {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
  color: string;
}

export interface Mouse {
  x: number;
  y: number;
}

export interface PhysicsOptions {
  /** Added to vy every frame. */
  gravity: number;
  /** Share of speed kept after hitting the floor or a wall (0.7 loses 30 %). */
  bounce: number;
  /** Share of horizontal speed lost per frame while touching the floor. */
  friction: number;
  width: number;
  height: number;
  /** Pointer position in canvas pixels; balls near it are pushed away. */
  mouse?: Mouse | null;
  /** Distance beyond a ball's edge within which the mouse pushes (default 60 px). */
  mouseRadius?: number;
  /** Speed added per frame at the closest distance (default 2.5 px per frame). */
  mouseStrength?: number;
}

export const BALL_PHYSICS = { fps: 60, gravity: 0.15, bounce: 0.7, friction: 0.05 } as const;
/** Five ball colours (docs/spec/storefront-shell.md §9.5: five colours), from the brand palette. */
export const BALL_COLOURS = ['#e4572e', '#f2c14e', '#2a9d8f', '#8ecae6', '#f4a6c0'] as const;
/** Default set: 10 balls of radius 100. */
export const DEFAULT_BALLS = { count: 10, radius: 100 } as const;
/** Footer balls: 11 of radius 80 from the tablet breakpoint (960 px), 6 of radius 60 below. */
export function footerBallConfig(viewportWidth: number): { count: number; radius: number } {
  return viewportWidth >= BREAKPOINTS.tablet ? { count: 11, radius: 80 } : { count: 6, radius: 60 };
}

/** Vertical speed below which a ball on the floor comes to rest instead of bouncing forever. */
const REST_SPEED = 0.5;

/**
 * Balls spread across the width, starting above the canvas (they fall in), each with a small
 * random sideways speed. `random` is injectable for tests.
 */
export function createBalls(
  count: number,
  radius: number,
  width: number,
  colours: readonly string[] = BALL_COLOURS,
  random = Math.random,
): Ball[] {
  const r = Math.max(4, Math.min(radius, width / 4));
  return Array.from({ length: count }, (_, i) => ({
    x: r + random() * Math.max(0, width - 2 * r),
    y: -r - i * r * 0.8 - random() * r,
    vx: (random() - 0.5) * 4,
    vy: 0,
    r,
    color: colours[i % colours.length] ?? '#e4572e',
  }));
}

/** A still picture (reduced motion): balls resting side by side along the floor, overlapping to fit. */
export function restingBalls(
  count: number,
  radius: number,
  width: number,
  height: number,
  colours: readonly string[] = BALL_COLOURS,
): Ball[] {
  const r = Math.max(4, Math.min(radius, width / 4, height / 2));
  const gap = count > 1 ? Math.min(2 * r, (width - 2 * r) / (count - 1)) : 0;
  const start = (width - gap * (count - 1)) / 2;
  return Array.from({ length: count }, (_, i) => ({
    x: start + i * gap,
    y: height - r,
    vx: 0,
    vy: 0,
    r,
    color: colours[i % colours.length] ?? '#e4572e',
  }));
}

function push(ball: Ball, mouse: Mouse, dt: number, reach: number, strength: number): Ball {
  const dx = ball.x - mouse.x;
  const dy = ball.y - mouse.y;
  const distance = Math.hypot(dx, dy);
  const limit = ball.r + reach;
  if (distance >= limit) return ball;
  // Straight under the pointer: push upwards.
  const [nx, ny] = distance === 0 ? [0, -1] : [dx / distance, dy / distance];
  const force = strength * (1 - distance / limit) * dt;
  return { ...ball, vx: ball.vx + nx * force, vy: ball.vy + ny * force };
}

function collide(a: Ball, b: Ball, bounce: number) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const distance = Math.hypot(dx, dy);
  const overlap = a.r + b.r - distance;
  if (overlap <= 0 || distance === 0) return;
  const nx = dx / distance;
  const ny = dy / distance;
  // Separate half each, then exchange the normal components of the velocities (equal masses).
  a.x -= (nx * overlap) / 2;
  a.y -= (ny * overlap) / 2;
  b.x += (nx * overlap) / 2;
  b.y += (ny * overlap) / 2;
  const approaching = (a.vx - b.vx) * nx + (a.vy - b.vy) * ny;
  if (approaching <= 0) return;
  const impulse = (approaching * (1 + bounce)) / 2;
  a.vx -= impulse * nx;
  a.vy -= impulse * ny;
  b.vx += impulse * nx;
  b.vy += impulse * ny;
}

/** One step of dt frames. Returns new ball objects; the input is not changed. */
export function step(balls: readonly Ball[], dt: number, options: PhysicsOptions): Ball[] {
  const { gravity, bounce, friction, width, height, mouse } = options;
  const reach = options.mouseRadius ?? 60;
  const strength = options.mouseStrength ?? 2.5;

  const next = balls.map((input) => {
    let ball: Ball = { ...input, vy: input.vy + gravity * dt };
    if (mouse) ball = push(ball, mouse, dt, reach, strength);
    ball.x += ball.vx * dt;
    ball.y += ball.vy * dt;
    return ball;
  });

  for (let i = 0; i < next.length; i++) {
    for (let j = i + 1; j < next.length; j++) {
      const a = next[i];
      const b = next[j];
      if (a && b) collide(a, b, bounce);
    }
  }

  for (const ball of next) {
    if (ball.y + ball.r >= height) {
      ball.y = height - ball.r;
      if (ball.vy > 0) ball.vy = ball.vy * bounce < REST_SPEED ? 0 : -ball.vy * bounce;
      ball.vx *= Math.pow(1 - friction, dt);
      if (Math.abs(ball.vx) < 0.01) ball.vx = 0;
    }
    if (ball.x - ball.r < 0) {
      ball.x = ball.r;
      if (ball.vx < 0) ball.vx = -ball.vx * bounce;
    } else if (ball.x + ball.r > width) {
      ball.x = width - ball.r;
      if (ball.vx > 0) ball.vx = -ball.vx * bounce;
    }
  }
  return next;
}
