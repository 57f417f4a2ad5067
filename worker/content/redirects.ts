// Route rules (docs/spec/commerce-core.md §7: "route rules are requested by middleware … used to apply
// redirects"): the CMS datasource `redirects`, one entry per path, value "<301|302> <path>".
// A rule is refused when it is loaded, and logged, if its path or target is not a path on this
// shop (another host, `//host`, a scheme) or if following the rules from it comes back to it.
import type { Logger } from '../log';

export interface RedirectRule {
  to: string;
  status: 301 | 302;
}

export type RedirectRules = ReadonlyMap<string, RedirectRule>;

const VALUE = /^(?:(301|302)\s+)?(\S+)$/;
const BASE = 'https://argyle.invalid';

/** A path on this shop, trailing slash dropped (the router reads `/uk/socks/` as `/uk/socks`). */
export const rulePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The target as a same-origin path with its query, or undefined for anything that leaves the shop. */
function localTarget(to: string): string | undefined {
  if (!to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return undefined;
  const url = new URL(to, BASE);
  return url.origin === BASE ? `${url.pathname}${url.search}` : undefined;
}

/**
 * The rules of the datasource's entries, and what was refused (logged once per load).
 * @example parseRedirectRules({ '/uk/socks': '301 /uk/adults/socks' }).rules.get('/uk/socks') // { to: '/uk/adults/socks', status: 301 }
 */
export function parseRedirectRules(entries: Record<string, string>, log?: Logger): { rules: RedirectRules; refused: string[] } {
  const rules = new Map<string, RedirectRule>();
  const refused: string[] = [];
  const refuse = (from: string, value: string, reason: string) => {
    refused.push(from);
    log?.('warn', 'Redirect refused', { from, value, reason });
  };
  for (const [name, value] of Object.entries(entries)) {
    const match = VALUE.exec(value.trim());
    const from = name.trim();
    const to = match ? localTarget(match[2] ?? '') : undefined;
    if (!from.startsWith('/') || from.startsWith('//') || /[\s?#\\]/.test(from)) refuse(from, value, 'the path is not a path on this shop');
    else if (!match) refuse(from, value, 'expected "<301|302> <path>"');
    else if (!to) refuse(from, value, 'the target is not a path on this shop');
    else rules.set(rulePath(from), { to, status: match[1] === '302' ? 302 : 301 });
  }
  // A rule whose chain of targets comes back to a path already on it would send visitors round for ever.
  for (const from of [...rules.keys()]) {
    const seen = new Set([from]);
    for (let at = rules.get(from); at;) {
      const next = rulePath(new URL(at.to, BASE).pathname);
      if (seen.has(next)) {
        refuse(from, `${at.status} ${at.to}`, 'the redirect loops');
        break;
      }
      seen.add(next);
      at = rules.get(next);
    }
  }
  for (const from of refused) rules.delete(from);
  return { rules, refused };
}

/** Where a rule sends a request: its target, with the request's query parameters it does not set itself. */
export function redirectLocation(rule: RedirectRule, search: URLSearchParams): string {
  const target = new URL(rule.to, BASE);
  for (const [key, value] of search) if (!target.searchParams.has(key)) target.searchParams.append(key, value);
  return `${target.pathname}${target.search}`;
}
