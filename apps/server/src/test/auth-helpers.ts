import { type Database, schema } from '@madabook/db';
import { eq } from 'drizzle-orm';
import { readJson } from './json';
import type { ReceivedMail, SmtpInbox } from './smtp-inbox';

/** What the helpers need of a test app: `createTestApp()`'s result fits. */
export interface AuthTestApp {
  app: { request(input: string, init?: RequestInit): Response | Promise<Response> };
  config: { appUrl: string };
  database: { db: Database };
  services: { mailWorker: { processDue(): Promise<number> } };
}

/** What a request to better-auth needs: the app (in process or over HTTP) and its public URL. */
export type AuthClient = Pick<AuthTestApp, 'app' | 'config'>;

/** A signed-in client: the bearer token of `set-auth-token` and the cookies the browser would keep. */
export interface AuthSession {
  token: string;
  cookie: string;
  user: { id: string; email: string; [field: string]: unknown };
}

export type Credentials = { email: string; password: string };

export const defaultPassword = 'correct-horse-42';

let counter = 0;
/** A fresh address per call, so tests in one file never meet each other's users. */
export const uniqueEmail = (label = 'user') =>
  `${label}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.mg`;

export const authPath = (path: string) => `/api/auth${path.startsWith('/') ? path : `/${path}`}`;

/**
 * Folds a response's `Set-Cookie` headers into a `Cookie` header value, as a
 * browser would: later values replace earlier ones, expired cookies go away.
 */
export function mergeCookies(previous: string, response: Response): string {
  const jar = new Map<string, string>();
  for (const pair of previous.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name) jar.set(name, value.join('='));
  }
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const [name = '', ...value] = pair.trim().split('=');
    const expired = attributes.some((attribute) => /^\s*max-age=(0|-\d+)\s*$/i.test(attribute));
    if (expired || value.join('=') === '') jar.delete(name);
    else jar.set(name, value.join('='));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The cookie attributes of one `Set-Cookie` line, by cookie name (`__Secure-` prefix ignored). */
export function setCookie(response: Response, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .find((line) => line.replace(/^__Secure-/, '').startsWith(`${name}=`));
}

export interface AuthRequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** A body sent as is, instead of `body` as JSON: no Content-Type unless `headers` give one. */
  rawBody?: RequestInit['body'];
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Who is calling: a session (sent as `via`), or nobody. */
  session?: AuthSession;
  /** How the session travels: the bearer header (default) or the browser's cookies. */
  via?: 'bearer' | 'cookie';
  /** The Origin header; the app's own origin unless told otherwise, `null` to send none. */
  origin?: string | null;
}

/** A request to `/api/auth/<path>`, JSON in, as the web client sends it. */
export function authRequest(testApp: AuthClient, path: string, options: AuthRequestOptions = {}) {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {};
  const origin = options.origin === undefined ? testApp.config.appUrl : options.origin;
  if (origin !== null) headers.origin = origin;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.session) {
    if ((options.via ?? 'bearer') === 'bearer') headers.authorization = `Bearer ${options.session.token}`;
    else headers.cookie = options.session.cookie;
  }
  Object.assign(headers, options.headers);
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return testApp.app.request(authPath(path) + query, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
}

/**
 * A POST without a body as `fetch` sends it over HTTP: an empty body, untyped
 * or typed JSON (`app.request` would otherwise send no body at all).
 */
export const emptyBodyPosts = {
  'no Content-Type': { method: 'POST', rawBody: new Uint8Array() },
  'a JSON Content-Type': {
    method: 'POST',
    rawBody: new Uint8Array(),
    headers: { 'content-type': 'application/json' },
  },
} satisfies Record<string, AuthRequestOptions>;

/** `authRequest` with a session: the shape most tests of signed-in endpoints need. */
export const authedRequest = (
  testApp: AuthTestApp,
  session: AuthSession,
  path: string,
  options: Omit<AuthRequestOptions, 'session'> = {},
) => authRequest(testApp, path, { ...options, session });

export function signUp(testApp: AuthClient, credentials: Credentials & Record<string, unknown>) {
  return authRequest(testApp, '/sign-up/email', { body: { name: '', ...credentials } });
}

/** The session a successful sign-in (or sign-up, or verification) response opened. */
export async function sessionFrom(response: Response, previousCookie = ''): Promise<AuthSession> {
  const token = response.headers.get('set-auth-token');
  if (!token) {
    throw new Error(`expected a session, got ${response.status} ${await response.clone().text()}`);
  }
  const body = await readJson(response.clone()).catch(() => ({}));
  return { token, cookie: mergeCookies(previousCookie, response), user: body.user };
}

export async function signIn(
  testApp: AuthTestApp,
  credentials: Credentials & { rememberMe?: boolean },
): Promise<AuthSession> {
  const response = await authRequest(testApp, '/sign-in/email', { body: credentials });
  if (response.status !== 200) {
    throw new Error(`sign-in of ${credentials.email} failed: ${response.status} ${await response.text()}`);
  }
  return sessionFrom(response);
}

/** A new user with a password, signed in once. */
export async function createUser(
  testApp: AuthTestApp,
  options: Partial<Credentials> & { verified?: boolean } = {},
): Promise<AuthSession & { password: string }> {
  const credentials = {
    email: options.email ?? uniqueEmail(),
    password: options.password ?? defaultPassword,
  };
  const response = await signUp(testApp, credentials);
  if (response.status !== 200) {
    throw new Error(`sign-up of ${credentials.email} failed: ${response.status} ${await response.text()}`);
  }
  if (options.verified) await markEmailVerified(testApp, credentials.email);
  // The sign-up's own session, unless verification is required (none then) or its cached copy is now stale.
  const session =
    response.headers.get('set-auth-token') && !options.verified
      ? await sessionFrom(response)
      : await signIn(testApp, credentials);
  return { ...session, password: credentials.password };
}

/** The session as `GET /get-session` reports it now, bypassing the cookie cache. */
export async function currentSession(
  testApp: AuthTestApp,
  session: AuthSession,
  via: 'bearer' | 'cookie' = 'bearer',
) {
  const response = await authRequest(testApp, '/get-session', {
    session,
    via,
    query: { disableCookieCache: 'true', disableRefresh: 'true' },
  });
  return readJson(response);
}

/** Makes a session look `ageMs` old (as for the freshness rules), by its row's createdAt. */
export async function ageSession(testApp: AuthTestApp, session: AuthSession, ageMs: number) {
  const current = await currentSession(testApp, session);
  if (!current?.session) throw new Error('no session to age');
  await testApp.database.db
    .update(schema.session)
    .set({ createdAt: new Date(Date.now() - ageMs) })
    .where(eq(schema.session.id, current.session.id));
}

export async function findUserRow(testApp: AuthTestApp, email: string) {
  const [row] = await testApp.database.db
    .select()
    .from(schema.user)
    .where(eq(schema.user.email, email.toLowerCase()));
  return row;
}

export async function markEmailVerified(testApp: AuthTestApp, email: string) {
  await testApp.database.db
    .update(schema.user)
    .set({ emailVerified: true })
    .where(eq(schema.user.email, email.toLowerCase()));
}

/**
 * Delivers what the outbox holds to the SMTP inbox, then returns the first
 * mail to `email` that matches `filter` (waiting for it if needed). Remove a
 * mail from `inbox.received` once read to match the next one of its kind.
 */
export async function receiveMail(
  testApp: AuthTestApp,
  inbox: SmtpInbox,
  email: string,
  filter: (mail: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail> {
  await testApp.services.mailWorker.processDue();
  return inbox.waitFor(email, filter);
}

/** Mails received so far by `email`. */
export const mailsTo = (inbox: SmtpInbox, email: string) =>
  inbox.received.filter((mail) => mail.to.includes(email.toLowerCase()));

/** The link of a mail that points into the API (`/api/auth/...`), as a path and query to request. */
export function apiLink(mail: ReceivedMail, pathPrefix = '/api/auth/'): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`no ${pathPrefix} link in "${mail.subject}": ${mail.links.join(', ')}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** Follows a mail link as a browser tab would (GET, no Origin), optionally with a session. */
export function followLink(
  testApp: AuthClient,
  link: string,
  options: { session?: AuthSession; via?: 'bearer' | 'cookie' } = {},
) {
  const headers: Record<string, string> = {};
  if (options.session) {
    if ((options.via ?? 'bearer') === 'bearer') headers.authorization = `Bearer ${options.session.token}`;
    else headers.cookie = options.session.cookie;
  }
  return testApp.app.request(link, { headers, redirect: 'manual' });
}

/** The redirect target of a response, parsed (relative targets resolved against the app's origin). */
export function redirectOf(testApp: AuthTestApp, response: Response): URL {
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(location, testApp.config.appUrl);
}
