// The whole HTML document, rendered by React on both sides (hydrateRoot(document)).
// Pages add their own <title>, meta and links; React hoists them into <head>. The page state
// script follows React's stream (entry-server.tsx): React hydration skips it.
import { Outlet } from '@tanstack/react-router';
import { TranslationsProvider } from '../i18n';
import { useAppState } from '../state/bootstrap';
import { RouteEffects } from './route-effects';

export function Document() {
  const { bootstrap, market } = useAppState();
  return (
    <html lang={market.locale.html}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b1b3a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {bootstrap.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {bootstrap.assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <TranslationsProvider>
          <Outlet />
        </TranslationsProvider>
        <RouteEffects />
      </body>
    </html>
  );
}
