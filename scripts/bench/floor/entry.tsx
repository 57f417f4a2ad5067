import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { markHydratingServerHtml } from '../../../client/router-ssr';
import { createApp } from './app';

const { router, App } = createApp();
// As the shop's entry does: the browser's router renders the tree the server rendered.
markHydratingServerHtml(router);
await router.load();
startTransition(() => {
  hydrateRoot(document, <App />);
});
