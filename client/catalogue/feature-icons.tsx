// Feature icons (CMS story product-feature-icons): one per key of the product's displayFeatures,
// in the product's order; a key the CMS has no icon for gets the story's default icon.
import { isRecord, list, str } from '../content/types';

interface Icon {
  url: string;
  alt: string;
}

/** Site-relative or https icon URLs only. */
const safeUrl = (url: string | undefined) =>
  url && ((url.startsWith('/') && !url.startsWith('//')) || url.startsWith('https://')) ? url : undefined;

function asIcon(value: unknown): (Icon & { key?: string }) | undefined {
  if (!isRecord(value)) return undefined;
  const url = safeUrl(str(value.url));
  return url ? { url, alt: typeof value.alt === 'string' ? value.alt : '', key: str(value.key) } : undefined;
}

/** 'reinforced-heel' → 'Reinforced heel' (label when the CMS has no icon for a key). */
const humanize = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/[-_]+/g, ' ');

type FeatureIcon = Icon & { key: string; isDefault: boolean };

export function featureIconsFor(content: unknown, keys: readonly string[]): FeatureIcon[] {
  const record = isRecord(content) ? content : {};
  const icons = new Map<string, Icon>();
  for (const raw of list(record.icons)) {
    const icon = asIcon(raw);
    if (icon?.key) icons.set(icon.key, icon);
  }
  const fallback = asIcon(record.defaultIcon);
  return keys.flatMap((key): FeatureIcon[] => {
    const icon = icons.get(key);
    if (icon) return [{ ...icon, alt: icon.alt || humanize(key), key, isDefault: false }];
    return fallback ? [{ url: fallback.url, alt: humanize(key), key, isDefault: true }] : [];
  });
}

export function FeatureIcons({ content, keys, label }: { content: unknown; keys: readonly string[]; label: string }) {
  const icons = featureIconsFor(content, keys);
  if (icons.length === 0) return null;
  return (
    <ul className="feature-icons" aria-label={label}>
      {icons.map((icon) => (
        <li key={icon.key} className="feature-icon" data-feature={icon.key} data-default-icon={icon.isDefault || undefined}>
          <img src={icon.url} alt="" width={32} height={32} loading="lazy" decoding="async" />
          <span>{icon.alt}</span>
        </li>
      ))}
    </ul>
  );
}
