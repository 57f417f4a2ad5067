// Hooks and loader helpers for CMS content: the current storefront and preview flags are
// applied in one place, and a missing story becomes the router's not-found.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '../../contract/api-error';
import {
  layoutOptions,
  optionalStoryOptions,
  previewQueryOf,
  sharedContentOptions,
  storyOptions,
  translationsOptions,
  type PreviewQuery,
} from '../queries/content';
import { useAppState } from '../state/bootstrap';
import { usePageLocation } from '../state/page-location';
import type { LoaderContext } from '../routes/router-context';

export function usePreview(): PreviewQuery {
  return previewQueryOf(usePageLocation('searchStr'));
}

/** Loads a story for a route; the API's 404 becomes the router's not-found. */
export async function loadStory({ context, location }: LoaderContext, slug: string) {
  try {
    return await context.queryClient.ensureQueryData(
      storyOptions(context.api, context.bootstrap.storefront, slug, previewQueryOf(location.searchStr)),
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

/** Loads a story whose absence is normal; a missing one is null, not an error. */
export function loadOptionalStory({ context, location }: LoaderContext, slug: string) {
  return context.queryClient.ensureQueryData(
    optionalStoryOptions(context.api, context.bootstrap.storefront, slug, previewQueryOf(location.searchStr)),
  );
}

export function loadLayout({ context, location }: LoaderContext) {
  const preview = previewQueryOf(location.searchStr);
  const { storefront } = context.bootstrap;
  return Promise.all([
    context.queryClient.ensureQueryData(layoutOptions(context.api, storefront, preview)),
    context.queryClient.ensureQueryData(translationsOptions(context.api, storefront, preview)),
  ]);
}

export function loadTranslations({ context, location }: LoaderContext) {
  return context.queryClient.ensureQueryData(
    translationsOptions(context.api, context.bootstrap.storefront, previewQueryOf(location.searchStr)),
  );
}

export function loadSharedContent({ context, location }: LoaderContext) {
  return context.queryClient.ensureQueryData(
    sharedContentOptions(context.api, context.bootstrap.storefront, previewQueryOf(location.searchStr)),
  );
}

export function useStory(slug: string) {
  const { api, bootstrap } = useAppState();
  return useSuspenseQuery(storyOptions(api, bootstrap.storefront, slug, usePreview())).data;
}

/** A story whose absence is normal: undefined while loading, null when there is none. */
export function useOptionalStory(slug: string) {
  const { api, bootstrap } = useAppState();
  return useQuery(optionalStoryOptions(api, bootstrap.storefront, slug, usePreview())).data;
}

export function useLayout() {
  const { api, bootstrap } = useAppState();
  return useSuspenseQuery(layoutOptions(api, bootstrap.storefront, usePreview())).data;
}

export function useSharedContent() {
  const { api, bootstrap } = useAppState();
  return useSuspenseQuery(sharedContentOptions(api, bootstrap.storefront, usePreview())).data;
}

/** Translations if loaded (the error page may render without them). */
export function useTranslationsData(): Record<string, string> | undefined {
  const { api, bootstrap } = useAppState();
  return useQuery({ ...translationsOptions(api, bootstrap.storefront, usePreview()), enabled: false }).data;
}
