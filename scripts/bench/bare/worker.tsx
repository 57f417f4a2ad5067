// The bare baseline of npm run bench:ssr: Hono and React's renderToReadableStream rendering the
// benchmark table (1000 rows of two UUIDs, ~200 kB) with its rows in a hydration-state script,
// as the e18e framework tracker's /ssr-throughput page does. No router, query cache or layout.
import { Hono } from 'hono';
import { renderToReadableStream } from 'react-dom/server';
import { BenchTable } from '../table';
import { tableRows, type TableRow } from '../table-rows';

/** JSON safe inside <script>: no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function Page({ rows }: { rows: TableRow[] }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>SSR table benchmark</title>
      </head>
      <body>
        <BenchTable rows={rows} />
        <script type="application/json" id="state" dangerouslySetInnerHTML={{ __html: scriptJson({ rows }) }} />
      </body>
    </html>
  );
}

const app = new Hono();

app.get('/', async (c) => {
  const stream = await renderToReadableStream(<Page rows={tableRows()} />);
  return c.body(stream, 200, { 'content-type': 'text/html; charset=utf-8' });
});

export default app;
