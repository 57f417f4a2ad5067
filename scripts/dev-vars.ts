// `npm run dev` and `preview`: make sure .dev.vars (git ignores it; wrangler dev reads it) holds
// the development vars (scripts/dev-secrets.ts), so no secret is written on a command line.
// A missing file is written whole; one a developer already has keeps every line, and only the
// development vars it does not set are added. `.dev.vars.example` documents every local var.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEV_VARS } from './dev-secrets';

const HEADER = `# Local vars for wrangler dev, written by npm run dev (scripts/dev-vars.ts); git ignores this file.
# Development values only: a worker refuses them unless ALLOW_TEST_PAYMENTS=true. Every var is in .dev.vars.example.
`;

/** The names a .dev.vars sets (NAME=value lines; comments and blank lines are not). */
export function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line);
    if (match?.[1]) names.add(match[1]);
  }
  return names;
}

const lines = (vars: Record<string, string>) =>
  Object.entries(vars)
    .map(([name, value]) => `${name}=${value}\n`)
    .join('');

/** Writes or completes the file; answers what it did, for the console. */
export function ensureDevVars(path: string, vars: Record<string, string> = DEV_VARS): string {
  if (!existsSync(path)) {
    writeFileSync(path, HEADER + lines(vars));
    return `wrote ${path} with the development vars (${Object.keys(vars).join(', ')})`;
  }
  const text = readFileSync(path, 'utf8');
  const have = namesIn(text);
  const missing = Object.fromEntries(Object.entries(vars).filter(([name]) => !have.has(name)));
  if (Object.keys(missing).length === 0) return `${path} sets every development var`;
  writeFileSync(path, `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}${lines(missing)}`);
  return `added ${Object.keys(missing).join(', ')} to ${path}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`dev-vars: ${ensureDevVars(fileURLToPath(new URL('../.dev.vars', import.meta.url)))}`);
}
