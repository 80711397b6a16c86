import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import type { AuthTransactions } from '../../auth/auth-transaction';
import type { AppEnv } from '../../http/app-env';
import { pickLanguage, renderAuthErrorPage, sanitizeErrorCode } from './error-page';

/**
 * better-auth trusts X-Forwarded-For for rate limits and session records;
 * unless we sit behind a proxy that sets it, it is replaced by the socket's
 * address so that a client cannot choose its own.
 */
function withClientAddress(c: Context<AppEnv>, trustProxy: boolean): Request {
  if (trustProxy) return c.req.raw;
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    address = undefined;
  }
  const headers = new Headers(c.req.raw.headers);
  if (address) headers.set('x-forwarded-for', address);
  else headers.delete('x-forwarded-for');
  return new Request(c.req.raw, { headers });
}

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

export function authRoutes(options: {
  auth: Auth;
  transactions: AuthTransactions;
  appUrl: string;
  trustProxy: boolean;
}) {
  return (
    new Hono<AppEnv>()
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
      // get-session queues no mail and writes at most its own session's expiry: it needs no
      // transaction, and without one a cookie-cached answer makes no database round trip.
      .get('/get-session', (c) => options.auth.handler(withClientAddress(c, options.trustProxy)))
      .on(['GET', 'POST'], '/*', async (c) => {
        const request = await withEmptyBodyAsJson(withClientAddress(c, options.trustProxy));
        return options.transactions.withAuthTransaction(() => options.auth.handler(request));
      })
  );
}
