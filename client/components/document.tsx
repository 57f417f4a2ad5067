// The whole HTML document as the server renders it. The browser (Preact, decision 031) hydrates
// only <body>'s content: BrowserBody; the head's page entries follow the route (head-sync.ts).
// Pages add their own <title>, meta and links; React hoists them into <head>. The page state
// script follows React's stream (entry-server.tsx): React hydration skips it.
import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
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
 * load instead of one (decision 032, 2026-11-24 section). Not empty: an empty script never runs.
 */
const PARSE_END_AFTER_STYLES = '/* parsed after the stylesheets */';

export function Document() {
  const { bootstrap, market, nonce } = useAppState();
  if (typeof document !== 'undefined') return <BrowserBody lang={market.locale.html} />;
  return (
    <html lang={market.locale.html}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b1b3a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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

function BrowserBody({ lang }: { lang: string }) {
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <>
      <TranslationsProvider>
        <Outlet />
      </TranslationsProvider>
      <RouteEffects />
    </>
  );
}
