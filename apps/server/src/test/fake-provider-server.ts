import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { z } from 'zod';

/**
 * What the fake payment providers (fake-mvola, fake-orange-money) share: a real HTTP server on
 * 127.0.0.1, an OAuth2 client-credentials token endpoint whose tokens expire, and the call a
 * provider makes to the merchant's callback URL.
 */

export interface FakeRequest {
  method: string;
  /** Absolute, query included. */
  url: URL;
  /** Lower-case names, as node gives them. */
  headers: IncomingHttpHeaders;
  body: string;
}

/** A JSON or text answer, or none at all: a provider that hangs. */
export type FakeAnswer =
  | { status: number; json?: unknown; text?: string; headers?: Record<string, string> }
  | 'hang';

export interface FakeHttpServer {
  url: string;
  /** The next request whose path starts with `pathStart` gets this answer instead of the provider's. */
  breakNext(pathStart: string, answer: FakeAnswer): void;
  /** The next request whose path starts with `pathStart` is handled as usual, but answered `ms` later. */
  delayNext(pathStart: string, ms: number): void;
  close(): Promise<void>;
}

export async function startFakeHttpServer(
  handle: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
): Promise<FakeHttpServer> {
  const breaks: Array<{ pathStart: string; answer: FakeAnswer }> = [];
  const delays: Array<{ pathStart: string; ms: number }> = [];
  const timers = new Set<NodeJS.Timeout>();
  let origin = '';

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', origin),
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    const index = breaks.findIndex(({ pathStart }) => request.url.pathname.startsWith(pathStart));
    const broken = index >= 0 ? breaks.splice(index, 1)[0] : undefined;
    let answer: FakeAnswer;
    if (broken) {
      answer = broken.answer;
    } else {
      try {
        answer = await handle(request);
      } catch (error) {
        answer = { status: 500, text: String(error) };
      }
    }
    if (answer === 'hang') return;
    const delayIndex = delays.findIndex(({ pathStart }) => request.url.pathname.startsWith(pathStart));
    const delay = delayIndex >= 0 ? delays.splice(delayIndex, 1)[0] : undefined;
    if (delay) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, delay.ms);
        timers.add(timer);
      });
      if (res.destroyed) return;
    }
    const json = answer.json !== undefined;
    res.writeHead(answer.status, {
      ...(json ? { 'Content-Type': 'application/json' } : {}),
      ...answer.headers,
    });
    res.end(json ? JSON.stringify(answer.json) : (answer.text ?? ''));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    breakNext(pathStart, answer) {
      breaks.push({ pathStart, answer });
    },
    delayNext(pathStart, ms) {
      delays.push({ pathStart, ms });
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A client-credentials token endpoint (Basic client authentication, form body) and the bearer check of the API. */
export function createFakeTokenIssuer(options: {
  clientId: string;
  clientSecret: string;
  lifetimeSeconds: number;
  /** The scope the form must ask for, answered back in the token; none when the provider has no scope. */
  scope?: string;
}) {
  const expiries = new Map<string, number>();
  const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  let requests = 0;

  const oauthError = (status: number, error: string, description: string): FakeAnswer => ({
    status,
    json: { error, error_description: description },
  });

  return {
    /** Every token request received, answered or refused. */
    get requests() {
      return requests;
    },

    issue(request: FakeRequest): FakeAnswer {
      requests += 1;
      if (request.method !== 'POST') return oauthError(405, 'invalid_request', 'POST only');
      if (request.headers.authorization !== basic) {
        return oauthError(401, 'invalid_client', 'Client authentication failed');
      }
      if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return oauthError(400, 'invalid_request', 'A form body is expected');
      }
      const form = new URLSearchParams(request.body);
      if (form.get('grant_type') !== 'client_credentials') {
        return oauthError(400, 'unsupported_grant_type', 'grant_type must be client_credentials');
      }
      if (options.scope && form.get('scope') !== options.scope) {
        return oauthError(400, 'invalid_scope', `scope must be ${options.scope}`);
      }
      const token = randomBytes(24).toString('base64url');
      expiries.set(token, Date.now() + options.lifetimeSeconds * 1000);
      return {
        status: 200,
        json: {
          access_token: token,
          ...(options.scope ? { scope: options.scope } : {}),
          token_type: 'Bearer',
          expires_in: options.lifetimeSeconds,
        },
      };
    },

    /** Why the request's bearer token is refused, or undefined when it is good. */
    refusal(request: FakeRequest): 'invalid' | 'expired' | undefined {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const expiry = token === undefined ? undefined : expiries.get(token);
      if (expiry === undefined) return 'invalid';
      return Date.now() < expiry ? undefined : 'expired';
    },

    /** Every token given so far stops working, as when the provider revokes them. */
    revokeAll() {
      expiries.clear();
    },
  };
}

/** The request's JSON body as the schema reads it, or the name of what is wrong: a header, a field, or the body. */
export function readJsonBody<T>(request: FakeRequest, schema: z.ZodType<T>): { data: T } | { wrong: string } {
  if (!request.headers['content-type']?.startsWith('application/json')) return { wrong: 'Content-Type' };
  let json: unknown;
  try {
    json = JSON.parse(request.body);
  } catch {
    return { wrong: 'body' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success
    ? { data: parsed.data }
    : { wrong: String(parsed.error.issues[0]?.path[0] ?? 'body') };
}

/** What the merchant's server answered to a callback. */
export interface CallbackAnswer {
  status: number;
  body: string;
}

/** Calls the merchant back the way a provider does: JSON to the URL it was given. */
export async function callMerchantBack(
  url: string,
  method: 'PUT' | 'POST',
  payload: unknown,
): Promise<CallbackAnswer> {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.text() };
}

/** A random string of digits, for transaction ids. */
export function randomDigits(length: number) {
  return Array.from(randomBytes(length), (byte) => String(byte % 10)).join('');
}
