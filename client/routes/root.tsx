// The root of the route tree (docs/spec/storefront-shell.md §2.1): the document, and the pages shown when nothing matched
// or a route failed.
import { createRootRouteWithContext } from '@tanstack/react-router';
import { Document } from '../components/document';
import { DefaultLayout } from '../components/default-layout';
import { ErrorPage, errorStatusOf } from '../components/error-page';
import { pageLocationContext } from '../state/page-location';
import type { RouterContext } from './router-context';

export const NotFoundPage = () => (
  <DefaultLayout>
    <ErrorPage status={404} />
  </DefaultLayout>
);
/** A failed route above the layout takes the layout's place, so it brings header and footer. */
export const ServerErrorPage = (props: { error: unknown }) => (
  <DefaultLayout>
    <ErrorPage status={errorStatusOf(props.error)} />
  </DefaultLayout>
);
/** A failed page inside the layout: the layout around it stays. */
export const PageErrorPage = (props: { error: unknown }) => <ErrorPage status={errorStatusOf(props.error)} />;

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The location each load is for, committed with its matches (client/state/page-location.ts).
  beforeLoad: pageLocationContext,
  component: Document,
  notFoundComponent: NotFoundPage,
  errorComponent: ServerErrorPage,
});
