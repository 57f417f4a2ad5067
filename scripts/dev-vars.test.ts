import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEV_ADYEN_HMAC_KEY, DEV_CART_TOKEN_SECRET, DEV_VARS } from './dev-secrets';
import { ensureDevVars } from './dev-vars';

describe('.dev.vars for npm run dev', () => {
  let dir: string;
  let path: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dev-vars-'));
    path = join(dir, '.dev.vars');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the development secrets and switches test payments on when the file is missing', () => {
    ensureDevVars(path);
    const text = readFileSync(path, 'utf8');
    expect(text).toContain(`CART_TOKEN_SECRET=${DEV_CART_TOKEN_SECRET}\n`);
    expect(text).toContain(`ADYEN_HMAC_KEY=${DEV_ADYEN_HMAC_KEY}\n`);
    expect(text).toContain('ALLOW_TEST_PAYMENTS=true\n');
  });

  it("keeps a developer's file as it is and adds only the development vars it does not set", () => {
    writeFileSync(path, '# mine\nCONTENT_PREVIEW_SECRET=my-preview-secret-123\nALLOW_TEST_PAYMENTS=false');
    expect(ensureDevVars(path)).toBe(`added CART_TOKEN_SECRET, ADYEN_HMAC_KEY to ${path}`);
    expect(readFileSync(path, 'utf8')).toBe(
      `# mine\nCONTENT_PREVIEW_SECRET=my-preview-secret-123\nALLOW_TEST_PAYMENTS=false\nCART_TOKEN_SECRET=${DEV_CART_TOKEN_SECRET}\nADYEN_HMAC_KEY=${DEV_ADYEN_HMAC_KEY}\n`,
    );
    const complete = readFileSync(path, 'utf8');
    ensureDevVars(path);
    expect(readFileSync(path, 'utf8')).toBe(complete);
  });

  it('.dev.vars.example documents every development var', () => {
    const example = readFileSync(new URL('../.dev.vars.example', import.meta.url), 'utf8');
    for (const name of Object.keys(DEV_VARS)) expect(example).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
  });
});
