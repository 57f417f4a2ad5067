// Split tests (docs/spec/commerce-core.md §4 and §9, docs/decisions/039): one typed registry, read by
// the worker (assignment at the edge, the page cache's key, the page state) and by the browser (the
// variant a surface renders after a client-side navigation), plus the pure rules of drawing a
// variant and of the experiment cookie. Not re-exported from markets/index: only the pages an
// experiment touches load it in the browser, so it stays out of every page's first-load JS.
import type { PageType } from './routes';
import type { StorefrontCode } from './storefronts';

export interface ExperimentVariant {
  /** Lower-case letters, digits and dashes (it goes into a cookie and a cache key). */
  readonly id: string;
  /** Relative weight among the variants, > 0. */
  readonly weight: number;
}

export interface Experiment {
  /** Lower-case letters, digits and dashes. */
  readonly id: string;
  /** Where it runs. */
  readonly storefronts: readonly StorefrontCode[];
  /** The pages whose server render the variant changes (its surface): only their cache keys vary. */
  readonly pageTypes: readonly PageType[];
  /** Share of visitors in the test, 0 to 100; the others are sticky "out" and see the control. */
  readonly trafficPercentage: number;
  /** The first is the control. */
  readonly variants: readonly ExperimentVariant[];
  /** Events its storefronts flag as split-test events while it runs (docs/spec/commerce-core.md §9; event names of client/analytics/events.ts). */
  readonly splitTestEvents: readonly string[];
  /** Runs by default; the worker var EXPERIMENTS turns it on or off per environment. */
  readonly active: boolean;
}

/**
 * Every experiment the shop knows. The spec's one is inactive, two variants at 50/50: on the
 * product page, the size choice and add button come before the short description (on a phone
 * the add button moves up by the description's height).
 * @example EXPERIMENTS[0].id // 'pdp-buy-box-first'
 */
export const EXPERIMENTS = [
  {
    id: 'pdp-buy-box-first',
    storefronts: ['nl', 'be'],
    pageTypes: ['product'],
    trafficPercentage: 100,
    variants: [
      { id: 'control', weight: 50 },
      { id: 'buy-box-first', weight: 50 },
    ],
    splitTestEvents: ['add-to-cart', 'checkout-step'],
    active: false,
  },
] as const satisfies readonly Experiment[];

export type ExperimentId = (typeof EXPERIMENTS)[number]['id'];

/**
 * The experiment cookie: `id:variant` pairs joined by `.`, e.g. `pdp-buy-box-first:control`.
 * Secure, SameSite=Strict (docs/spec/commerce-core.md §9), 180 days, readable by the page's scripts.
 * @example EXPERIMENT_COOKIE // 'argyle_experiments'
 */
export const EXPERIMENT_COOKIE = 'argyle_experiments';

/** 180 days in seconds. @example EXPERIMENT_COOKIE_MAX_AGE // 15552000 */
export const EXPERIMENT_COOKIE_MAX_AGE = 15_552_000;

/** The assignment of a visitor outside the traffic share: sees the control, sends no exposure. @example OUT_OF_TRAFFIC // 'out' */
export const OUT_OF_TRAFFIC = 'out';

/** @example experimentById('pdp-buy-box-first')?.variants.length // 2 */
export function experimentById(id: string): Experiment | undefined {
  return (EXPERIMENTS as readonly Experiment[]).find((e) => e.id === id);
}

/**
 * Draws an assignment: in the traffic share with probability trafficPercentage / 100, then a
 * variant by weight. `random` returns [0, 1) like Math.random (two draws).
 * @example drawVariant(EXPERIMENTS[0], () => 0.7) // 'buy-box-first'
 */
export function drawVariant(experiment: Experiment, random: () => number = Math.random): string {
  if (random() * 100 >= experiment.trafficPercentage) return OUT_OF_TRAFFIC;
  const total = experiment.variants.reduce((sum, v) => sum + v.weight, 0);
  let point = random() * total;
  for (const variant of experiment.variants) {
    if (point < variant.weight) return variant.id;
    point -= variant.weight;
  }
  return experiment.variants[experiment.variants.length - 1]?.id ?? OUT_OF_TRAFFIC;
}

const isAssignment = (experiment: Experiment, value: string) => value === OUT_OF_TRAFFIC || experiment.variants.some((v) => v.id === value);

/**
 * The valid assignments in a cookie value; unknown experiments, unknown variants and junk are left out.
 * @example parseExperimentCookie('pdp-buy-box-first:control.gone:x') // Map { 'pdp-buy-box-first' => 'control' }
 */
export function parseExperimentCookie(value: string | undefined): Map<string, string> {
  const assignments = new Map<string, string>();
  for (const pair of (value ?? '').split('.')) {
    const [id = '', variant = '', ...rest] = pair.split(':');
    const experiment = experimentById(id);
    if (experiment && rest.length === 0 && isAssignment(experiment, variant)) assignments.set(id, variant);
  }
  return assignments;
}

/** @example formatExperimentCookie(new Map([['pdp-buy-box-first', 'out']])) // 'pdp-buy-box-first:out' */
export function formatExperimentCookie(assignments: ReadonlyMap<string, string>): string {
  return [...assignments].map(([id, variant]) => `${id}:${variant}`).join('.');
}

/**
 * The visitor's assignment in each running experiment: a valid one from the cookie is kept, any
 * other is drawn. `cookie` is the value to set when it changed (a draw, or junk dropped), else
 * undefined. Assignments of other known experiments in the cookie are kept as they are.
 * @example assignVariants(EXPERIMENTS, 'pdp-buy-box-first:control').cookie // undefined
 */
export function assignVariants(
  running: readonly Experiment[],
  cookie: string | undefined,
  random: () => number = Math.random,
): { variants: Record<string, string>; cookie: string | undefined } {
  const assignments = parseExperimentCookie(cookie);
  const variants: Record<string, string> = {};
  for (const experiment of running) {
    const variant = assignments.get(experiment.id) ?? drawVariant(experiment, random);
    assignments.set(experiment.id, variant);
    variants[experiment.id] = variant;
  }
  const value = formatExperimentCookie(assignments);
  return { variants, cookie: value === (cookie ?? '') ? undefined : value };
}

/**
 * The experiments running on a storefront: the registry's `active`, unless `switches` (config
 * EXPERIMENTS) turns one on or off.
 * @example runningExperiments('nl', { 'pdp-buy-box-first': true }).length // 1
 */
export function runningExperiments(storefront: string, switches: Readonly<Record<string, boolean>> = {}): Experiment[] {
  return (EXPERIMENTS as readonly Experiment[]).filter(
    (e) => (switches[e.id] ?? e.active) && (e.storefronts as readonly string[]).includes(storefront),
  );
}

/**
 * `id=on|off` pairs, comma-separated (config EXPERIMENTS); '' keeps the registry's defaults.
 * Throws on an unknown id or value.
 * @example parseExperimentSwitches('pdp-buy-box-first=on') // { 'pdp-buy-box-first': true }
 */
export function parseExperimentSwitches(value: string): Record<string, boolean> {
  const switches: Record<string, boolean> = {};
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [id = '', state = '', ...rest] = entry.split('=').map((part) => part.trim());
    if (!experimentById(id))
      throw new Error(`unknown experiment "${id}" in "${entry}" (known: ${EXPERIMENTS.map((e) => e.id).join(', ')})`);
    if ((state !== 'on' && state !== 'off') || rest.length > 0) throw new Error(`expected ${id}=on or ${id}=off, got "${entry}"`);
    switches[id] = state === 'on';
  }
  return switches;
}

/** Split tests as a page sees them (in the page state, docs/decisions/039). */
export interface PageExperiments {
  /** The visitor's assignment (a variant id, or 'out') in each running experiment whose surface this page is. */
  variants: Record<string, string>;
  /** The experiments running on this storefront: after a client-side navigation their assignment comes from the cookie. */
  running: string[];
  /** The events this storefront's running split tests flag (docs/spec/commerce-core.md §9). */
  splitTestEvents: string[];
}

/** A page where no experiment runs. @example NO_EXPERIMENTS.running // [] */
export const NO_EXPERIMENTS: PageExperiments = { variants: {}, running: [], splitTestEvents: [] };

/**
 * What a page of `pageType` on a storefront shows of its running experiments, given the visitor's assignments.
 * @example pageExperiments(runningExperiments('nl', { 'pdp-buy-box-first': true }), { 'pdp-buy-box-first': 'out' }, 'homepage').variants // {}
 */
export function pageExperiments(
  running: readonly Experiment[],
  assignments: Readonly<Record<string, string>>,
  pageType: PageType,
): PageExperiments {
  const variants: Record<string, string> = {};
  for (const e of running) {
    const variant = assignments[e.id];
    if (variant !== undefined && e.pageTypes.includes(pageType)) variants[e.id] = variant;
  }
  return {
    variants,
    running: running.map((e) => e.id),
    splitTestEvents: [...new Set(running.flatMap((e) => e.splitTestEvents))],
  };
}

/**
 * The assignment a surface renders: the page state's on the page the server rendered, else (after a
 * client-side navigation) the cookie's, for a running experiment; undefined when the visitor has none.
 * The cookie is read only then: in the browser `document.cookie` is a synchronous call to the
 * browser process (up to ~10 ms under load), which hydration need not wait for.
 * @example assignmentOf({ variants: {}, running: ['pdp-buy-box-first'], splitTestEvents: [] }, 'pdp-buy-box-first', () => 'pdp-buy-box-first:out') // 'out'
 */
export function assignmentOf(page: PageExperiments, id: string, cookie: () => string | undefined): string | undefined {
  return page.variants[id] ?? (page.running.includes(id) ? parseExperimentCookie(cookie()).get(id) : undefined);
}
