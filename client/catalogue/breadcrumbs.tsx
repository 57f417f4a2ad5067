// Breadcrumbs home → category → product: visible navigation and the same trail for structured
// data. The category is the product's first category, named after its navigation entry.
import { StorefrontLink, storefrontPath } from '../components/storefront-link';
import { isRecord, list, str } from '../content/types';
import type { Product } from '../queries/catalogue';
import type { Crumb } from './structured-data';

interface Trail {
  /** Storefront-relative paths, for links. */
  links: Array<{ name: string; to: string }>;
  /** Absolute URLs, for structured data. */
  crumbs: Crumb[];
}

/** Name of a path in the navigation story (items and their submenu links), if it has one. */
function navigationName(navigation: unknown, path: string): string | undefined {
  const content = isRecord(navigation) && isRecord(navigation.content) ? navigation.content : {};
  for (const item of list(content.items)) {
    if (!isRecord(item)) continue;
    if (str(item.url) === path) return str(item.text);
    for (const submenu of list(item.submenus)) {
      for (const link of isRecord(submenu) ? list(submenu.links) : []) {
        if (isRecord(link) && str(link.url) === path) return str(link.text);
      }
    }
  }
  return undefined;
}

const humanize = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1).replace(/[-/]+/g, ' ');

export function productTrail(opts: { product: Product; navigation: unknown; home: string; origin: string; storefront: string }): Trail {
  const { product, navigation, home, origin, storefront } = opts;
  const category = product.categories[0];
  const links = [{ name: home, to: '/' }];
  if (category && /^[a-z0-9][a-z0-9/-]*$/.test(category)) {
    const path = `/${category}`;
    links.push({ name: navigationName(navigation, path) ?? humanize(category.split('/')[0] ?? category), to: path });
  }
  links.push({ name: product.name, to: `/product/${encodeURIComponent(product.sku)}` });
  return { links, crumbs: links.map((l) => ({ name: l.name, url: `${origin}${storefrontPath(storefront, l.to)}` })) };
}

export function Breadcrumbs({ links, label }: { links: Trail['links']; label: string }) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol>
        {links.map((link, i) =>
          i === links.length - 1 ? (
            <li key={link.to} aria-current="page">
              {link.name}
            </li>
          ) : (
            <li key={link.to}>
              <StorefrontLink to={link.to}>{link.name}</StorefrontLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
