// Embedded newsletter origin: the newsletter service's API served from D1. It is called
// in-process through `embeddedNewsletterFetch(db)` and never mounted on a public route.
//
//   POST /subscriptions   { store, email, countryCode, source }
//                         201 { email, store, created: true } for a new address and store,
//                         200 { email, store, created: false } when it was already subscribed.
//
// One upsert per call (INSERT … ON CONFLICT DO UPDATE): no duplicates, nothing lost, safe to
// repeat. A repeated sign-up keeps the first source and created_at, and records the latest
// country. Errors answer `{ error }`: 400 for a bad body, 404 for an unknown path, 500 otherwise.
import { Hono } from 'hono';
import { subscriptionRequestSchema } from '../schemas';

type OriginEnv = { Bindings: { DB: D1Database } };

const origin = new Hono<OriginEnv>();

origin.post('/subscriptions', async (c) => {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    return c.json({ error: 'Invalid request: the body is not JSON' }, 400);
  }
  const parsed = subscriptionRequestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return c.json({ error: `Invalid request: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid value'}` }, 400);
  }
  const { email, store, countryCode, source } = parsed.data;
  const now = new Date().toISOString();
  const row = await c.env.DB.prepare(
    `INSERT INTO newsletter_subscriptions (email, store, country_code, source, signup_count, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, 1, ?5, ?5)
     ON CONFLICT (email, store) DO UPDATE SET
       country_code = excluded.country_code,
       signup_count = newsletter_subscriptions.signup_count + 1,
       updated_at = excluded.updated_at
     RETURNING signup_count`,
  )
    .bind(email, store, countryCode, source, now)
    .first<{ signup_count: number }>();
  const created = row?.signup_count === 1;
  return c.json({ email, store, created }, created ? 201 : 200);
});

origin.all('*', (c) => c.json({ error: `Not found: ${c.req.method} ${c.req.path}` }, 404));

origin.onError((error, c) => {
  console.error(JSON.stringify({ level: 'error', message: 'Newsletter origin failed', error: String(error.stack ?? error) }));
  return c.json({ error: 'Newsletter service error' }, 500);
});

/** A `fetch` that answers the newsletter service's URLs from `db` (any host; only the path counts). */
export function embeddedNewsletterFetch(db: D1Database): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    return origin.fetch(new Request(`https://embedded.newsletter${url.pathname}${url.search}`, request), { DB: db });
  };
}
