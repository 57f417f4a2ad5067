// A story's product carousels (decision 051) are part of its page's data: the route loader fetches
// them with the story, on the server (so the HTML has the cards and the page state the answer
// the browser hydrates from, with no second request) and on client-side navigation. Only a
// story that has a carousel asks. The page hands the products to its blocks through context.
import { useQuery } from '@tanstack/react-query';
import { createContext, useMemo } from 'react';
import { carouselBlocks } from '../../markets';
import { carouselsOptions, type ProductCard } from '../queries/catalogue';
import { previewQueryOf } from '../queries/content';
import { useAppState, useMarket } from '../state/bootstrap';
import type { LoaderContext } from '../routes/router-context';
import { usePreview } from './use-content';

/** Each carousel block's products by its `_uid`. */
export type CarouselProducts = Record<string, ProductCard[]>;

const NONE: CarouselProducts = {};

/** The products of the page's carousels, for the product_carousel blocks inside. */
export const CarouselProductsContext = createContext<CarouselProducts>(NONE);

/** Loads the carousels of a story the route has loaded; the page renders without them if this fails. */
export async function loadCarousels({ context, location }: LoaderContext, slug: string, story: { content: unknown }): Promise<void> {
  if (carouselBlocks(story.content).length === 0) return;
  const options = carouselsOptions(
    context.api,
    context.bootstrap.storefront,
    context.market.get().countryCode,
    slug,
    previewQueryOf(location.searchStr),
  );
  // A failed load is not the page's failure: its carousels stay hidden and useCarousels asks again.
  await context.queryClient.ensureQueryData(options).catch(() => undefined);
}

/** The carousels' products of the story on screen (none while they load, or when it has no carousel). */
export function useCarousels(slug: string, story: { content: unknown }): CarouselProducts {
  const { api, bootstrap } = useAppState();
  const market = useMarket();
  const preview = usePreview();
  const has = useMemo(() => carouselBlocks(story.content).length > 0, [story.content]);
  const { data } = useQuery({ ...carouselsOptions(api, bootstrap.storefront, market.countryCode, slug, preview), enabled: has });
  return (has && data?.products) || NONE;
}
