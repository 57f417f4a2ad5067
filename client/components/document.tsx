// The whole HTML document, rendered by React on both sides (hydrateRoot(document)).
// Pages add their own <title>, meta and links; React hoists them into <head>.
import { Outlet } from '@tanstack/react-router';
import { TranslationsProvider } from '../i18n';
import { useAppState } from '../state/bootstrap';
import { RouteEffects } from './route-effects';

export const STATE_SCRIPT_ID = '__ARGYLE_STATE__';

export function Document() {
  const { bootstrap, market, nonce, stateJson } = useAppState();
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
        <script
          id={STATE_SCRIPT_ID}
          type="application/json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: stateJson }}
        />
      </body>
    </html>
  );
}
