// `npm run dev` only (decision 069): the open page reloads once the client build it runs has been
// replaced. Each rebuild rewrites the build's manifest, which the worker imports, so wrangler dev
// reloads the worker and says so on its live-reload socket. Wrangler's own `--live-reload`
// script is inline without our CSP nonce (the browser refuses it), so the page listens itself.
// A reload for anything else (a half-written build, worker code) leaves the build id as it was.
import { checkForNewBuild } from './build-check';

/** wrangler dev's live-reload socket (its ProxyWorker): a "reload" message after every worker reload. */
export const LIVE_RELOAD_PATH = '/cdn-cgi/live-reload';
export const LIVE_RELOAD_PROTOCOL = 'WRANGLER_PROXYWORKER_LIVE_RELOAD_PROTOCOL';
/** Wait before reconnecting after wrangler dev went away (a restart). */
const RECONNECT_MS = 1_000;

export function reloadOnNewBuild(currentBuildId: string) {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_RELOAD_PATH}`;
  const connect = () => {
    const socket = new WebSocket(url, LIVE_RELOAD_PROTOCOL);
    socket.addEventListener('message', () => {
      void checkForNewBuild(currentBuildId).then((replaced) => replaced && location.reload());
    });
    socket.addEventListener('close', () => setTimeout(connect, RECONNECT_MS), { once: true });
  };
  connect();
}
