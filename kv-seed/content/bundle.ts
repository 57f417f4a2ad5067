// Packs kv-seed/content (stories and datasources) into dist/content-bundle.json: the data the
// embedded content origin serves and the bundled fallback when an origin fails.
//   npx tsx kv-seed/content/bundle.ts
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = 'kv-seed/content';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? jsonFiles(path) : name.endsWith('.json') ? [path] : [];
  });
}

const stories = jsonFiles(join(root, 'stories'))
  .sort()
  .map((file) => JSON.parse(readFileSync(file, 'utf8')) as { full_slug: string });
for (const story of stories) {
  if (!story.full_slug) throw new Error(`Story without full_slug in ${relative(root, 'stories')}`);
}
const datasources = {
  translations: JSON.parse(readFileSync(join(root, 'datasources/translations.json'), 'utf8')),
  constants: JSON.parse(readFileSync(join(root, 'datasources/constants.json'), 'utf8')),
  redirects: JSON.parse(readFileSync(join(root, 'datasources/redirects.json'), 'utf8')),
};

mkdirSync('dist', { recursive: true });
writeFileSync('dist/content-bundle.json', JSON.stringify({ stories, datasources }));
console.log(
  `content bundle: ${stories.length} stories, ${datasources.translations.length} translations, ${datasources.constants.length} constants`,
);
