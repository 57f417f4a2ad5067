// Lets `exports.default` from cloudflare:workers carry the worker's own type in tests.
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import('../../worker/index');
  }
}
