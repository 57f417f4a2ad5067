// The whole HTML document, rendered by React on both sides: the server streams it, the browser
// hydrates it as it is (hydrateRoot(document), decision 050). Pages add their own <title>, meta
// and links; React 19 hoists them into <head> on both sides. The page state script follows
// React's stream (entry-server.tsx): React's hydration skips it.
import { Outlet } from '@tanstack/react-router';
import { TranslationsProvider } from '../i18n';
import { useAppState } from '../state/bootstrap';
import { HIDE_NEWSLETTER_SCRIPT } from '../segments/hide-newsletter';
import { RouteEffects } from './route-effects';

/**
 * The last thing in <body>: an inline classic script, which the parser runs only once the
 * stylesheets above have loaded, so the document finishes parsing (DOMContentLoaded) after them.
 * Chromium's autofill forces a full style and layout at DOMContentLoaded (it reads the forms;
 * every page has the header's search form). When the stylesheets came later (a cold load), that
 * pass laid out the unstyled page and their arrival redid it all: two full passes during the
 * load instead of one (decision 032). Not empty: an empty script never runs.
 */
const PARSE_END_AFTER_STYLES = '/* parsed after the stylesheets */';

export function Document() {
  const { bootstrap, market, nonce } = useAppState();
  return (
    <html lang={market.locale.html}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b1b3a" />
        {/* Icons (decision 067): the ICO for what asks /favicon.ico, the SVG where read, raster ones drawn once by scripts/icons.ts. */}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* Before the body is parsed: a segment that hides the newsletter hides it from the first paint (decision 038). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HIDE_NEWSLETTER_SCRIPT }} />
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
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PARSE_END_AFTER_STYLES }} />
      </body>
    </html>
  );
}
