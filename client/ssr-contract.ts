// The seam between the worker and the React app it server-renders. Types only: the worker
// type-checks against this without seeing the DOM, and entry-server.tsx implements it.
import type { CheckoutInformation, CountryCode, Environment, StorefrontCode } from '../markets';
import type { PageExperiments } from '../markets/experiments';
import type { Api } from './queries/api';
import type { NormalizedCart, ShippingMethod } from '../contract/cart';

export interface ModuleAssets {
  js: string[];
  css: string[];
}

/** dist/client-build.json, written by the Vite build. */
export interface ClientBuild {
  buildId: string;
  builtAt: number;
  entry: string;
  modules: Record<string, ModuleAssets>;
  /** `npm run dev` only (scripts/dev.ts): the Vite dev server's origin, which the page loads modules from and keeps a socket to. */
  devServer?: string;
}

/** Serialized into the page and read back by the client before it hydrates. */
export interface Bootstrap {
  buildId: string;
  environment: Environment;
  storefront: StorefrontCode;
  /** The market the server resolved; the client's market store starts from it. */
  countryCode: CountryCode;
  origin: string;
  /** Stylesheets and module preloads in <head>; the client renders the same list. */
  assets: { css: string[]; preload: string[] };
  /** Third-party scripts this page loads once it is interactive (chat, us accessibility, tag manager). */
  thirdParty: {
    chat: { botId: string; scriptUrl: string; language: string; offset: number; country: string } | null;
    accessibility: { scriptUrl: string } | null;
    /** A valid container id and its loader, an invalid id (logged, nothing loaded), or none (decision 036). */
    tagManager: { id: string; scriptUrl: string } | { invalidId: string } | null;
  };
  /** Share of page views that send their web vitals (config VITALS_SAMPLE_RATE, 0 to 1; decision 037). */
  vitalsSampleRate: number;
  /** The visitor's split tests on this page and the storefront's split-test events (decision 039). */
  experiments: PageExperiments;
  /** A verified editor sees drafts (docs/decisions/014): the page loads the visual-editor bridge. */
  editorPreview: boolean;
  /** Set when the worker already knows the page is an error (reserved path, 5xx). */
  initialError: { status: number; href: string } | undefined;
  /**
   * The shopper's cart, on checkout steps only (never cached; decision 072): rendered by the
   * server from the cart cookie. Absent on every other page and when it could not be read.
   */
  shopper?: ShopperBootstrap | undefined;
}

/** The cart cookie's cart (null: none) and its shipping methods, as a checkout step's render read them. */
export interface ShopperBootstrap {
  cart: NormalizedCart | null;
  shippingMethods?: ShippingMethod[];
  /** The address step's post without JavaScript, refused: what was typed, shown with its problems. */
  address?: CheckoutInformation;
}

/** The bootstrap as the app reads it: the market comes from the market store, never from here. */
export type ShellBootstrap = Omit<Bootstrap, 'countryCode'>;

export interface RenderOptions {
  url: URL;
  nonce: string;
  bootstrap: Omit<Bootstrap, 'assets'>;
  clientBuild: ClientBuild;
  /** The request's data: the worker's services, called in-process with its context. */
  api: Api;
  /** Bots get the whole page at once rather than a stream. */
  waitForAllReady: boolean;
  signal?: AbortSignal;
  /** The request's Server-Timing (worker/timing.ts): the render up to the first byte counts as `render`. */
  timing?: { time<T>(name: 'render', run: () => Promise<T>): Promise<T> };
}

export interface RenderResult {
  status: number;
  body: ReadableStream<Uint8Array>;
  /** Set when routing answered with a redirect (e.g. /checkout → /checkout/cart). */
  location?: string;
}

export type RenderPage = (options: RenderOptions) => Promise<RenderResult>;
