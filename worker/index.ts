// Worker entry: the Hono app (and, as they arrive, the Durable Object classes).
import { app } from './app';

export default app satisfies ExportedHandler<Env>;
