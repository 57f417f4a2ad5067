// Seed content bundled with the worker (dist/content-bundle.json, built from kv-seed/content):
// served by the embedded origin and the last fallback when an origin fails.
import bundle from '../../../dist/content-bundle.json';

export interface BundledStory {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  lang?: string;
  published_at?: string | null;
  content: { component: string; _uid?: string; [field: string]: unknown };
}

export interface BundledEntry {
  id: number;
  name: string;
  value: string;
  dimension_values?: Record<string, string>;
}

export const contentBundle = bundle as unknown as {
  stories: BundledStory[];
  datasources: { translations: BundledEntry[]; constants: BundledEntry[]; redirects: BundledEntry[] };
};
