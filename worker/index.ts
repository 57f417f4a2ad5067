// Worker entry: the Hono app and the Durable Object classes.
import { app } from './app';

export { CartObject } from './upstreams/cart/embedded/cart-object';

export default app satisfies ExportedHandler<Env>;
