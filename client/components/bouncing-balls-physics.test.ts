import { describe, expect, it } from 'vitest';
import {
  BALL_COLOURS,
  BALL_PHYSICS,
  createBalls,
  footerBallConfig,
  restingBalls,
  step,
  type Ball,
  type PhysicsOptions,
} from './bouncing-balls-physics';

const world: PhysicsOptions = { gravity: 0.15, bounce: 0.7, friction: 0.05, width: 1000, height: 500 };
const ball = (over: Partial<Ball> = {}): Ball => ({ x: 500, y: 100, vx: 0, vy: 0, r: 20, color: '#000', ...over });

describe('bouncing balls physics', () => {
  it('uses the spec constants', () => {
    expect(BALL_PHYSICS).toEqual({ fps: 60, gravity: 0.15, bounce: 0.7, friction: 0.05 });
    expect(BALL_COLOURS).toHaveLength(5);
  });

  it('gravity accelerates a falling ball every frame', () => {
    let balls = [ball()];
    balls = step(balls, 1, world);
    expect(balls[0]?.vy).toBeCloseTo(0.15);
    balls = step(balls, 1, world);
    expect(balls[0]?.vy).toBeCloseTo(0.3);
    expect(balls[0]?.y).toBeGreaterThan(100);
    // dt scales the step (a late frame catches up).
    expect(step([ball()], 2, world)[0]?.vy).toBeCloseTo(0.3);
  });

  it('does not change its input', () => {
    const input = [ball({ vx: 3 })];
    step(input, 1, world);
    expect(input[0]).toEqual(ball({ vx: 3 }));
  });

  it('a bounce off the floor keeps 70 % of the speed', () => {
    const [after] = step([ball({ y: 475, vy: 10 })], 1, { ...world, gravity: 0 });
    expect(after?.y).toBe(480);
    expect(after?.vy).toBeCloseTo(-7);
  });

  it('a bounce off a wall keeps 70 % of the speed', () => {
    const [left] = step([ball({ x: 25, vx: -10 })], 1, { ...world, gravity: 0 });
    expect(left?.x).toBe(20);
    expect(left?.vx).toBeCloseTo(7);
    const [right] = step([ball({ x: 975, vx: 10 })], 1, { ...world, gravity: 0 });
    expect(right?.x).toBe(980);
    expect(right?.vx).toBeCloseTo(-7);
  });

  it('friction slows horizontal motion on the floor until the ball stops', () => {
    let balls = [ball({ y: 480, vx: 4 })];
    balls = step(balls, 1, world);
    expect(balls[0]?.vx).toBeCloseTo(3.8);
    for (let i = 0; i < 300; i++) balls = step(balls, 1, world);
    expect(balls[0]?.vx).toBe(0);
    // In the air the ball keeps its sideways speed.
    expect(step([ball({ vx: 4 })], 1, world)[0]?.vx).toBe(4);
  });

  it('comes to rest on the floor instead of bouncing forever', () => {
    let balls = [ball({ y: 20 })];
    for (let i = 0; i < 2000; i++) balls = step(balls, 1, world);
    expect(balls[0]?.y).toBe(480);
    expect(balls[0]?.vy).toBe(0);
  });

  it('the mouse pushes nearby balls away and leaves distant ones alone', () => {
    const still = { ...world, gravity: 0 };
    const [pushed] = step([ball({ x: 500, y: 300 })], 1, { ...still, mouse: { x: 470, y: 300 } });
    expect(pushed?.vx).toBeGreaterThan(0);
    expect(pushed?.x).toBeGreaterThan(500);
    const [above] = step([ball({ x: 500, y: 300 })], 1, { ...still, mouse: { x: 500, y: 340 } });
    expect(above?.vy).toBeLessThan(0);
    const [far] = step([ball({ x: 500, y: 300 })], 1, { ...still, mouse: { x: 100, y: 100 } });
    expect(far).toEqual(ball({ x: 500, y: 300 }));
  });

  it('overlapping balls are separated and exchange speed', () => {
    const [a, b] = step([ball({ x: 480, vx: 2 }), ball({ x: 510, vx: -2 })], 1, { ...world, gravity: 0 });
    expect((b?.x ?? 0) - (a?.x ?? 0)).toBeGreaterThanOrEqual(39.99);
    expect(a?.vx).toBeLessThan(0);
    expect(b?.vx).toBeGreaterThan(0);
  });

  it('footer uses 11 balls of radius 80 from tablet width (960) and 6 of radius 60 below', () => {
    expect(footerBallConfig(960)).toEqual({ count: 11, radius: 80 });
    expect(footerBallConfig(1440)).toEqual({ count: 11, radius: 80 });
    expect(footerBallConfig(959)).toEqual({ count: 6, radius: 60 });
  });

  it('creates balls inside the width, above the canvas, in the five colours', () => {
    const balls = createBalls(11, 80, 1200);
    expect(balls).toHaveLength(11);
    for (const b of balls) {
      expect(b.x - b.r).toBeGreaterThanOrEqual(0);
      expect(b.x + b.r).toBeLessThanOrEqual(1200);
      expect(b.y).toBeLessThan(0);
    }
    expect(new Set(balls.map((b) => b.color)).size).toBe(5);
  });

  it('resting balls sit on the floor for the reduced-motion still frame', () => {
    const balls = restingBalls(6, 60, 400, 200);
    expect(balls.every((b) => b.y === 140 && b.x - b.r >= 0 && b.x + b.r <= 400 + 1e-9)).toBe(true);
  });
});
