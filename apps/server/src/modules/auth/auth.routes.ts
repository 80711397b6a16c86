import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import type { AuthTransactions } from '../../auth/auth-transaction';
import { withAuthFailure } from '../../auth/plugins/failure-capture';
import type { SessionReader } from '../../auth/session-reader';
import type { AppEnv } from '../../http/app-env';
import { databaseUnavailable } from '../../http/database-unavailable';
import { codeOfStatus, errorBody } from '../../http/error-body';
import { refuseUnstorableText } from '../../http/unstorable-text';
import { isDatabaseUnavailable } from '../../lib/db-errors';
import { pickLanguage, renderAuthErrorPage, sanitizeErrorCode } from './error-page';

/**
 * better-auth trusts X-Forwarded-For for rate limits and session records;
 * unless we sit behind a proxy that sets it, it is replaced by the socket's
 * address so that a client cannot choose its own.
 */
function withClientAddress(c: Context<AppEnv>, trustProxy: boolean, request = c.req.raw): Request {
  if (trustProxy) return request;
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    address = undefined;
  }
  const headers = new Headers(request.headers);
  if (address) headers.set('x-forwarded-for', address);
  else headers.delete('x-forwarded-for');
  return new Request(request, { headers });
}

/** The same get-session, answered from the database rather than from the client's cookie cache. */
function fromTheDatabase(request: Request): Request {
  const url = new URL(request.url);
  url.searchParams.set('disableCookieCache', 'true');
  return new Request(url, request);
}

/** A get-session answer as better-auth sends it. */
const sessionAnswer = (c: Context<AppEnv>, json: string) =>
  c.body(json, 200, { 'content-type': 'application/json', 'cache-control': 'no-store', pragma: 'no-cache' });

/**
 * The spec's body-less POSTs (sign-out, revoke-sessions…) arrive with an empty
 * body, which better-call refuses: 415 without a Content-Type, 400 "Invalid
 * JSON" with a JSON one. Such a body is read as `{}`. Other media types are
 * still refused, and the origin check does not depend on the body.
 */
async function withEmptyBodyAsJson(request: Request): Promise<Request> {
  const type = request.headers.get('content-type');
  if (request.method !== 'POST' || !request.body || (type && !/^application\/json\b/i.test(type))) {
    return request;
  }
  if ((await request.clone().arrayBuffer()).byteLength > 0) return request;
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(request, { headers, body: '{}' });
}

/**
 * better-auth's failures do not all carry the API's `{ code, message }`: an empty 401 or 500, a
 * `{ message }` alone, a bare 404. Each gets it, keeping better-auth's code and message when it
 * gave them (the web app translates its codes).
 */
async function withErrorShape(handle: () => Promise<Response>, c: Context<AppEnv>): Promise<Response> {
  const { response, error } = await withAuthFailure(handle);
  if (response.status < 400) return response;
  if (response.status >= 500 && isDatabaseUnavailable(error))
    return databaseUnavailable(c, c.var.logger, error);
  let body: { code?: unknown; message?: unknown } | undefined;
  try {
    body = JSON.parse(await response.clone().text());
  } catch {
    body = undefined;
  }
  if (typeof body?.code === 'string' && typeof body.message === 'string') return response;
  if (response.status >= 500)
    c.var.logger.error({ err: error, status: response.status, path: c.req.path }, 'better-auth failed');
  const fallback = errorBody(codeOfStatus(response.status));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(
    JSON.stringify({
      code: typeof body?.code === 'string' ? body.code : fallback.code,
      message: typeof body?.message === 'string' ? body.message : fallback.message,
    }),
    { status: response.status, headers },
  );
}

export function authRoutes(options: {
  auth: Auth;
  sessions: SessionReader;
  transactions: AuthTransactions;
  appUrl: string;
  trustProxy: boolean;
}) {
  return (
    new Hono<AppEnv>()
      .use(refuseUnstorableText)
      .get('/error', (c) =>
        c.html(
          renderAuthErrorPage({
            code: sanitizeErrorCode(c.req.query('error')),
            description: c.req.query('error_description'),
            language: pickLanguage(c.req.header('accept-language')),
            appUrl: options.appUrl,
          }),
        ),
      )
      // Nearly every request of a signed-in day reads its session: from the session cache when it
      // holds the request's credentials (unless the client asks for disableCookieCache), without
      // better-auth (which builds its router anew for each request). Otherwise better-auth reads the
      // database, with no transaction (get-session queues no mail and writes at most its own
      // session's expiry), and its answer is kept. Answers from the cache are not counted by
      // better-auth's rate limit: they only ever repeat what a counted request was answered.
      .get('/get-session', async (c) => {
        const { cache, keyOf } = options.sessions;
        const key = await keyOf(c.req.raw.headers);
        if (!key) return sessionAnswer(c, 'null');
        const cached = c.req.query('disableCookieCache') === undefined ? cache.get(key) : undefined;
        if (cached) return sessionAnswer(c, cached.json);
        const readAt = cache.revision;
        const request = withClientAddress(c, options.trustProxy, fromTheDatabase(c.req.raw));
        const response = await withErrorShape(() => options.auth.handler(request), c);
        if (response.status === 200) cache.remember(key, await response.clone().json(), readAt);
        return response;
      })
      .on(['GET', 'POST'], '/*', async (c) => {
        const request = await withEmptyBodyAsJson(withClientAddress(c, options.trustProxy));
        return withErrorShape(
          () => options.transactions.withAuthTransaction(() => options.auth.handler(request)),
          c,
        );
      })
  );
}
