// Purge: which keys go for a storefront (its whole content key, so every storefront sharing it
// too), a slug (in every content key, datasources included) or everything of an environment.
import { contentOf, STOREFRONT_CODES, type Environment, type StorefrontCode } from '../../markets';
import { contentKeyPrefix, parseContentCacheKey } from '../../worker/content/cache-keys';
import type { KvStore } from './kv-store';

export type PurgeTarget = { by: 'storefront'; storefront: StorefrontCode } | { by: 'slug'; slug: string } | { by: 'all' };

/** The other storefronts reading the same content key. */
export function storefrontsSharing(storefront: StorefrontCode): StorefrontCode[] {
  const { contentKey } = contentOf(storefront);
  return STOREFRONT_CODES.filter((s) => s !== storefront && contentOf(s).contentKey === contentKey);
}

/** The prefix to list: a storefront's content key, else the whole environment. */
export function purgePrefix(environment: Environment, target: PurgeTarget): string {
  return target.by === 'storefront'
    ? contentKeyPrefix({ environment, contentKey: contentOf(target.storefront).contentKey })
    : contentKeyPrefix({ environment });
}

/** The listed keys the target selects. */
export function selectPurge(keys: readonly string[], environment: Environment, target: PurgeTarget): string[] {
  const prefix = purgePrefix(environment, target);
  return keys.filter((key) => key.startsWith(prefix) && (target.by !== 'slug' || parseContentCacheKey(key)?.slug === target.slug));
}

/** One line saying what the target covers. */
export function describePurge(environment: Environment, target: PurgeTarget): string {
  switch (target.by) {
    case 'storefront': {
      const { contentKey } = contentOf(target.storefront);
      const shared = storefrontsSharing(target.storefront);
      const sharing = shared.length > 0 ? `, shared with ${shared.join(', ')} (purged for them too)` : '';
      return `storefront ${target.storefront}: content key ${contentKey} in ${environment}${sharing}`;
    }
    case 'slug':
      return `slug ${target.slug} in every content key of ${environment}`;
    case 'all':
      return `every content key of ${environment}, datasources included`;
  }
}

export async function purgeContent(
  store: KvStore,
  environment: Environment,
  target: PurgeTarget,
  options: { dryRun?: boolean } = {},
): Promise<string[]> {
  const listed = await store.list(purgePrefix(environment, target));
  const keys = selectPurge(
    listed.map((k) => k.name),
    environment,
    target,
  );
  if (!options.dryRun && keys.length > 0) await store.delete(keys);
  return keys;
}
