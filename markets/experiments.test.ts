import { describe, expect, it, vi } from 'vitest';
import {
  assignVariants,
  drawVariant,
  EXPERIMENT_COOKIE,
  EXPERIMENT_COOKIE_MAX_AGE,
  EXPERIMENTS,
  formatExperimentCookie,
  parseExperimentCookie,
  parseExperimentSwitches,
  assignmentOf,
  pageExperiments,
  runningExperiments,
  type Experiment,
} from './experiments';
import { PAGE_TYPES } from './routes';
import { STOREFRONT_CODES } from './storefronts';

/** A random source that answers the given values in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

const threeWay: Experiment = {
  id: 'three-way',
  storefronts: ['uk'],
  pageTypes: ['homepage'],
  trafficPercentage: 20,
  variants: [
    { id: 'a', weight: 1 },
    { id: 'b', weight: 2 },
    { id: 'c', weight: 1 },
  ],
  splitTestEvents: [],
  active: true,
};

describe('the experiment registry', () => {
  it('holds the spec experiment: inactive, two variants at 50/50', () => {
    const [experiment] = EXPERIMENTS;
    expect(experiment.active).toBe(false);
    expect(experiment.variants.map((v) => v.weight)).toEqual([50, 50]);
    expect(experiment.variants[0].id).toBe('control');
  });

  it('has well-formed entries: cookie-safe ids, known storefronts and page types, weights and traffic in range', () => {
    const safe = /^[a-z0-9-]+$/;
    for (const e of EXPERIMENTS as readonly Experiment[]) {
      expect(e.id).toMatch(safe);
      expect(e.trafficPercentage).toBeGreaterThanOrEqual(0);
      expect(e.trafficPercentage).toBeLessThanOrEqual(100);
      expect(e.variants.length).toBeGreaterThanOrEqual(2);
      expect(new Set(e.variants.map((v) => v.id)).size).toBe(e.variants.length);
      for (const v of e.variants) {
        expect(v.id).toMatch(safe);
        expect(v.id).not.toBe('out');
        expect(v.weight).toBeGreaterThan(0);
      }
      for (const s of e.storefronts) expect(STOREFRONT_CODES).toContain(s);
      for (const p of e.pageTypes) expect(PAGE_TYPES).toContain(p);
    }
    expect(new Set(EXPERIMENTS.map((e) => e.id)).size).toBe(EXPERIMENTS.length);
  });

  it('names the cookie and keeps it 180 days', () => {
    expect(EXPERIMENT_COOKIE).toBe('argyle_experiments');
    expect(EXPERIMENT_COOKIE_MAX_AGE).toBe(15552000);
  });
});

describe('drawing a variant', () => {
  it('splits 50/50 by weight when all traffic is in', () => {
    const [experiment] = EXPERIMENTS;
    expect(drawVariant(experiment, sequence(0, 0))).toBe('control');
    expect(drawVariant(experiment, sequence(0, 0.4999))).toBe('control');
    expect(drawVariant(experiment, sequence(0, 0.5))).toBe('buy-box-first');
    expect(drawVariant(experiment, sequence(0.9999, 0.9999))).toBe('buy-box-first');
  });

  it('puts visitors outside the traffic percentage out, before weighing', () => {
    expect(drawVariant(threeWay, sequence(0.1999, 0))).toBe('a');
    expect(drawVariant(threeWay, sequence(0.2, 0))).toBe('out');
    expect(drawVariant(threeWay, sequence(0.99, 0))).toBe('out');
    expect(drawVariant({ ...threeWay, trafficPercentage: 0 }, sequence(0, 0))).toBe('out');
  });

  it('weighs unequal variants by their share', () => {
    // weights 1:2:1 over [0, 4)
    expect(drawVariant(threeWay, sequence(0, 0.24))).toBe('a');
    expect(drawVariant(threeWay, sequence(0, 0.25))).toBe('b');
    expect(drawVariant(threeWay, sequence(0, 0.74))).toBe('b');
    expect(drawVariant(threeWay, sequence(0, 0.75))).toBe('c');
  });

  it('lands near the weights over many draws', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const counts: Record<string, number> = {};
    for (let i = 0; i < 20000; i++) {
      const v = drawVariant(threeWay, random);
      counts[v] = (counts[v] ?? 0) + 1;
    }
    expect(counts.out! / 20000).toBeCloseTo(0.8, 1);
    expect(counts.b! / (counts.a! + counts.b! + counts.c!)).toBeCloseTo(0.5, 1);
  });
});

describe('the experiment cookie', () => {
  it('reads valid assignments and drops unknown experiments, unknown variants and junk', () => {
    expect(parseExperimentCookie('pdp-buy-box-first:buy-box-first')).toEqual(new Map([['pdp-buy-box-first', 'buy-box-first']]));
    expect(parseExperimentCookie('pdp-buy-box-first:out')).toEqual(new Map([['pdp-buy-box-first', 'out']]));
    expect(parseExperimentCookie('pdp-buy-box-first:zzz')).toEqual(new Map());
    expect(parseExperimentCookie('gone:control.pdp-buy-box-first:control:x')).toEqual(new Map());
    expect(parseExperimentCookie('%%%')).toEqual(new Map());
    expect(parseExperimentCookie(undefined)).toEqual(new Map());
  });

  it('writes id:variant pairs joined by dots', () => {
    expect(formatExperimentCookie(new Map([['pdp-buy-box-first', 'control']]))).toBe('pdp-buy-box-first:control');
  });
});

describe('assigning a visitor', () => {
  const [experiment] = EXPERIMENTS;

  it('keeps a valid cookie assignment and sets no cookie (sticky)', () => {
    const never = () => {
      throw new Error('drew');
    };
    expect(assignVariants([experiment], 'pdp-buy-box-first:buy-box-first', never)).toEqual({
      variants: { 'pdp-buy-box-first': 'buy-box-first' },
      cookie: undefined,
    });
    expect(assignVariants([experiment], 'pdp-buy-box-first:out', never)).toEqual({
      variants: { 'pdp-buy-box-first': 'out' },
      cookie: undefined,
    });
  });

  it('draws without a cookie and says what to set', () => {
    expect(assignVariants([experiment], undefined, sequence(0, 0.7))).toEqual({
      variants: { 'pdp-buy-box-first': 'buy-box-first' },
      cookie: 'pdp-buy-box-first:buy-box-first',
    });
  });

  it('replaces an invalid or unknown value', () => {
    expect(assignVariants([experiment], 'pdp-buy-box-first:hacked', sequence(0, 0.1))).toEqual({
      variants: { 'pdp-buy-box-first': 'control' },
      cookie: 'pdp-buy-box-first:control',
    });
    expect(assignVariants([experiment], 'pdp-buy-box-first:control.junk', sequence(0))).toEqual({
      variants: { 'pdp-buy-box-first': 'control' },
      cookie: 'pdp-buy-box-first:control',
    });
  });

  it('keeps an out-of-traffic visitor out', () => {
    const first = assignVariants([threeWay], undefined, sequence(0.5, 0));
    expect(first.variants).toEqual({ 'three-way': 'out' });
    // three-way is not in the registry, so its cookie entry would not survive a parse: use the registry's own with 0 traffic.
    const none = { ...experiment, trafficPercentage: 0 };
    const out = assignVariants([none], undefined, sequence(0, 0));
    expect(out.cookie).toBe('pdp-buy-box-first:out');
    expect(assignVariants([experiment], out.cookie, sequence(0, 0)).variants).toEqual({ 'pdp-buy-box-first': 'out' });
  });

  it('assigns nothing and sets nothing when no experiment runs', () => {
    expect(assignVariants([], undefined)).toEqual({ variants: {}, cookie: undefined });
    expect(assignVariants([], 'pdp-buy-box-first:control')).toEqual({ variants: {}, cookie: undefined });
  });
});

describe('which experiments run', () => {
  it('follows the registry unless switched per environment, on its storefronts only', () => {
    expect(runningExperiments('nl')).toEqual([]);
    expect(runningExperiments('nl', { 'pdp-buy-box-first': true }).map((e) => e.id)).toEqual(['pdp-buy-box-first']);
    expect(runningExperiments('be', { 'pdp-buy-box-first': true }).map((e) => e.id)).toEqual(['pdp-buy-box-first']);
    expect(runningExperiments('uk', { 'pdp-buy-box-first': true })).toEqual([]);
  });

  it('reads id=on|off switches and refuses unknown ids or values', () => {
    expect(parseExperimentSwitches('')).toEqual({});
    expect(parseExperimentSwitches(' pdp-buy-box-first = on ')).toEqual({ 'pdp-buy-box-first': true });
    expect(parseExperimentSwitches('pdp-buy-box-first=off')).toEqual({ 'pdp-buy-box-first': false });
    expect(() => parseExperimentSwitches('nope=on')).toThrow('unknown experiment "nope"');
    expect(() => parseExperimentSwitches('pdp-buy-box-first=yes')).toThrow('expected pdp-buy-box-first=on');
  });
});

describe('what a page shows of the experiments', () => {
  const running = runningExperiments('nl', { 'pdp-buy-box-first': true });

  it('puts the assignment only in the pages the experiment changes, and the storefront list and events in every page', () => {
    const assignments = { 'pdp-buy-box-first': 'buy-box-first' };
    expect(pageExperiments(running, assignments, 'product')).toEqual({
      variants: { 'pdp-buy-box-first': 'buy-box-first' },
      running: ['pdp-buy-box-first'],
      splitTestEvents: ['add-to-cart', 'checkout-step'],
    });
    expect(pageExperiments(running, assignments, 'category').variants).toEqual({});
    expect(pageExperiments([], {}, 'product')).toEqual({ variants: {}, running: [], splitTestEvents: [] });
  });

  it('takes the page state first, then the cookie of a running experiment (client-side navigation), else nothing', () => {
    const shown = pageExperiments(running, { 'pdp-buy-box-first': 'control' }, 'product');
    expect(assignmentOf(shown, 'pdp-buy-box-first', () => 'pdp-buy-box-first:buy-box-first')).toBe('control');
    const elsewhere = pageExperiments(running, { 'pdp-buy-box-first': 'control' }, 'homepage');
    expect(assignmentOf(elsewhere, 'pdp-buy-box-first', () => 'pdp-buy-box-first:buy-box-first')).toBe('buy-box-first');
    expect(assignmentOf(elsewhere, 'pdp-buy-box-first', () => 'pdp-buy-box-first:bogus')).toBeUndefined();
    expect(assignmentOf(elsewhere, 'pdp-buy-box-first', () => undefined)).toBeUndefined();
    const notRunning = pageExperiments([], {}, 'product');
    expect(assignmentOf(notRunning, 'pdp-buy-box-first', () => 'pdp-buy-box-first:buy-box-first')).toBeUndefined();
  });

  it('reads the cookie only when the page state has no assignment and the experiment runs (not while a server-rendered page hydrates)', () => {
    const cookie = vi.fn(() => 'pdp-buy-box-first:buy-box-first');
    assignmentOf(pageExperiments(running, { 'pdp-buy-box-first': 'control' }, 'product'), 'pdp-buy-box-first', cookie);
    assignmentOf(pageExperiments([], {}, 'product'), 'pdp-buy-box-first', cookie);
    expect(cookie).not.toHaveBeenCalled();
    assignmentOf(pageExperiments(running, {}, 'homepage'), 'pdp-buy-box-first', cookie);
    expect(cookie).toHaveBeenCalledTimes(1);
  });
});
