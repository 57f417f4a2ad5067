// Generates the Storyblok seed content under kv-seed/content/ from the text tables in ./generator.
// Run from the repo root:  npx tsx kv-seed/content/build-content.ts
// It rewrites stories/ and datasources/ completely; images/ and COMPONENTS.md are hand-written.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_KEYS } from './generator/markets';
import type { ContentKey } from './generator/markets';
import type { Copy } from './generator/copy';
import { copyEn } from './generator/copy-en';
import { copyDe } from './generator/copy-de';
import { copyFr } from './generator/copy-fr';
import { buildStories } from './generator/stories';
import { buildTranslations } from './generator/translations';
import { buildConstants } from './generator/constants';
import { buildRedirects } from './generator/redirects';

const root = dirname(fileURLToPath(import.meta.url));

const copyFor = (ctx: ContentKey): Copy => (ctx.lang === 'de' ? copyDe(ctx) : ctx.lang === 'fr' ? copyFr(ctx) : copyEn(ctx));

function writeJson(path: string, data: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}

rmSync(join(root, 'stories'), { recursive: true, force: true });
rmSync(join(root, 'datasources'), { recursive: true, force: true });

let count = 0;
for (const ctx of CONTENT_KEYS) {
  for (const story of buildStories(ctx, copyFor(ctx))) {
    const slug = story.full_slug.slice(ctx.key.length + 1);
    writeJson(join(root, 'stories', ctx.key, `${slug}.json`), story);
    count++;
  }
}
const translations = buildTranslations();
const constants = buildConstants();
writeJson(join(root, 'datasources', 'translations.json'), translations);
writeJson(join(root, 'datasources', 'constants.json'), constants);
writeJson(join(root, 'datasources', 'redirects.json'), buildRedirects());

console.log(`Wrote ${count} stories, ${translations.length} translations, ${constants.length} constants.`);
