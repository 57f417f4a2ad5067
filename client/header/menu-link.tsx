// A navigation link for a checked CMS href: storefront paths navigate client-side (prefixed with
// the storefront), http(s) opens a new tab. Forwards props and ref (Radix asChild needs both).
import type { ComponentProps } from 'react';
import { StorefrontLink } from '../components/storefront-link';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string };

export function MenuLink({ href, children, ...rest }: Props) {
  if (href.startsWith('/')) {
    return (
      <StorefrontLink to={href} {...rest}>
        {children}
      </StorefrontLink>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a href={href} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
