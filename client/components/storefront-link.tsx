// A link to a storefront-relative path ('/adults/socks'); the current storefront is prefixed.
import { Link } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { useAppState } from '../state/bootstrap';

type Props = Omit<ComponentProps<typeof Link>, 'to' | 'params'> & { to: string };

export function storefrontPath(storefront: string, to: string) {
  return to === '/' ? `/${storefront}` : `/${storefront}${to.startsWith('/') ? to : `/${to}`}`;
}

export function StorefrontLink({ to, ...rest }: Props) {
  const { bootstrap } = useAppState();
  return <Link {...rest} to={storefrontPath(bootstrap.storefront, to)} />;
}
