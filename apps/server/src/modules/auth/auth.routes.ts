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

export function authRoutes(options: {
  auth: Auth;
  transactions: AuthTransactions;
  appUrl: string;
  trustProxy: boolean;
}) {
  return new Hono<AppEnv>()
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
    .on(['GET', 'POST'], '/*', (c) =>
      options.transactions.withAuthTransaction(() =>
        options.auth.handler(withClientAddress(c, options.trustProxy)),
      ),
    );
}
