// A link to a storefront-relative href ('/adults/socks?colours=black'); the current storefront
// is prefixed, and the query string and fragment travel as the router's search and hash.
import { defaultParseSearch, Link } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { isPaymentStepPath } from '../../markets';
import { useAppState } from '../state/bootstrap';

type Props = Omit<ComponentProps<typeof Link>, 'to' | 'params' | 'search' | 'hash'> & { to: string };

export function storefrontPath(storefront: string, to: string) {
  return to === '/' ? `/${storefront}` : `/${storefront}${to.startsWith('/') ? to : `/${to}`}`;
}

/**
 * A same-site href as the router's location: TanStack Router does not split a query string or
 * fragment out of `to`, so they must travel as `search` and `hash` (else matching and hover
 * preloading see them as part of the path and load the wrong data).
 * @example toLocation('/uk/search/2?term=red') // { to: '/uk/search/2', search: { term: 'red' } }
 */
export function toLocation(href: string): { to: string; search: Record<string, unknown>; hash?: string } {
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt + 1) : '';
  const [to = '', query = ''] = (hashAt >= 0 ? href.slice(0, hashAt) : href).split('?', 2);
  // Parsed as the router parses a URL, so it writes the same query string back.
  return { to, search: defaultParseSearch(query), ...(hash ? { hash } : {}) };
}

/**
 * Options for navigating to an href: the payment step is always entered by a full page load, so
 * no script loaded on an earlier page (a tag manager, chat) runs there (decision 070).
 */
export function navigationTo(href: string) {
  const location = toLocation(href);
  return isPaymentStepPath(location.to) ? { ...location, reloadDocument: true } : location;
}

export function StorefrontLink({ to, ...rest }: Props) {
  const { bootstrap } = useAppState();
  return <Link {...rest} {...navigationTo(storefrontPath(bootstrap.storefront, to))} />;
}
