// Route rules (Storyblok datasource "redirects"): name = the path a visitor asks for, value =
// "<status> <path>" (301 moved for good, 302 for a while). Operators keep them in the CMS;
// worker/content/redirects.ts reads them, refuses loops and other hosts, and applies them.
import { STOREFRONT_CODES } from '../../../markets';

export interface RedirectEntry {
  id: number;
  name: string;
  value: string;
}

/** The moved category, and one campaign short link per storefront (its tracking kept in the target). */
export function buildRedirects(): RedirectEntry[] {
  const rules: [string, string][] = [
    ['/uk/socks', '301 /uk/adults/socks'],
    ...STOREFRONT_CODES.map((storefront): [string, string] => [
      `/${storefront}/go/sneakers`,
      `302 /${storefront}/collection/sneaker-socks?utm_source=shortlink&utm_campaign=sneaker-season`,
    ]),
  ];
  return rules.map(([name, value], i) => ({ id: 9000 + i, name, value }));
}
