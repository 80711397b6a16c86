// The raw baseline: node:http and a pg Pool, no framework, no validation, no
// ORM at run time. It answers the search and availability with the app's own
// statements (../queries/app-queries), every one the app sends for the request,
// in the same order and parallelism, and a JSON answer of the same shape
// (./answers), so the difference with the app is what our layers cost.
// Started by `npm run bench`; env PORT, DATABASE_URL, DATABASE_POOL_SIZE.
import { createServer } from 'node:http';
import pg from 'pg';
import type { Run } from '../queries/statement';
import { availabilityAnswer, searchAnswer, searchQueryOf } from './answers';

const port = Number(process.env.PORT ?? 3901);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  // The app's default pool (DATABASE_POOL_SIZE): same number of connections to PostgreSQL.
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
pool.on('error', () => undefined);

const run: Run = async (statement) =>
  (
    await pool.query({
      text: statement.text,
      values: statement.params,
      ...(statement.name ? { name: statement.name } : {}),
    })
  ).rows;

const availabilityPath = /^\/api\/hotels\/([^/]+)\/availability$/;
const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const query = url.searchParams;
  const reply = (status: number, body: unknown) => {
    const text = JSON.stringify(body);
    response.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    });
    response.end(text);
  };
  try {
    if (url.pathname === '/api/health') return reply(200, { status: 'ok' });
    if (url.pathname === '/api/search/hotels')
      return reply(200, await searchAnswer(run, searchQueryOf(query)));
    const match = availabilityPath.exec(url.pathname);
    if (match?.[1]) {
      const answer = await availabilityAnswer(
        run,
        decodeURIComponent(match[1]),
        query.get('checkIn') ?? '',
        query.get('checkOut') ?? '',
      );
      return answer ? reply(200, answer) : reply(404, { code: 'NOT_FOUND' });
    }
    return reply(404, { code: 'NOT_FOUND' });
  } catch (error) {
    return reply(500, { code: 'INTERNAL', message: error instanceof Error ? error.message : String(error) });
  }
});

server.listen(port, '127.0.0.1', () =>
  process.stdout.write(`raw baseline ready on http://127.0.0.1:${port}\n`),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void pool.end().finally(() => process.exit(0));
  });
}
