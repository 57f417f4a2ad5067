// The CMS navigation story as typed items (COMPONENTS.md: nav_item → submenu → nav_link).
// Unsafe hrefs and links flagged disabled are dropped here, so nothing renders them.
import { safeHref } from '../content/rich-text';
import { isRecord, list, str } from '../content/types';

export interface NavLink {
  uid: string;
  text: string;
  url: string;
  isHighlighted: boolean;
}
export interface NavSubmenu {
  uid: string;
  name: string;
  links: NavLink[];
}
export interface NavItem {
  uid: string;
  text: string;
  url: string;
  submenus: NavSubmenu[];
}

export function parseNavigation(content: unknown): NavItem[] {
  if (!isRecord(content)) return [];
  return list(content.items).flatMap((raw, i) => {
    if (!isRecord(raw)) return [];
    const text = str(raw.text);
    const url = safeHref(raw.url);
    if (!text || !url) return [];
    const submenus = list(raw.submenus).flatMap((sub, j) => {
      if (!isRecord(sub)) return [];
      const links = list(sub.links).flatMap((link, k) => {
        if (!isRecord(link) || link.disabled === true) return [];
        const linkText = str(link.text);
        const linkUrl = safeHref(link.url);
        if (!linkText || !linkUrl) return [];
        return [{ uid: str(link._uid) ?? `${i}-${j}-${k}`, text: linkText, url: linkUrl, isHighlighted: link.isHighlighted === true }];
      });
      return links.length ? [{ uid: str(sub._uid) ?? `${i}-${j}`, name: str(sub.name) ?? '', links }] : [];
    });
    return [{ uid: str(raw._uid) ?? str(raw.uid) ?? url, text, url, submenus }];
  });
}
