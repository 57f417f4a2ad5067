// Lets `exports.default` from cloudflare:workers carry the worker's own type in tests.
import type * as WorkerModule from '../../worker/index';

declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof WorkerModule;
    }
  }
}
