import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createApp } from './app';

const { router, App } = createApp();
// As the shop does (client/router-ssr.ts): the browser's router renders the tree the server rendered.
router.ssr = { manifest: undefined };
await router.load();
startTransition(() => {
  hydrateRoot(document, <App />);
});
