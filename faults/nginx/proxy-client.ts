import { randomUUID } from 'node:crypto';
import { request as httpsRequest } from 'node:https';

/** The header each request carries, which nginx's access log repeats beside the instance that answered. */
export const requestIdHeader = 'x-request-id';

const bodilessStatuses = new Set([101, 204, 205, 304]);

function bodyOf(init: RequestInit): string | Uint8Array | undefined {
  const { body } = init;
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  throw new Error('the proxy client sends text or bytes only');
}

/**
 * A client on its own loopback address (`localAddress`, any of 127.0.0.0/8):
 * nginx sees each client's address as a different visitor, so tests keep their
 * rate-limit counts apart. HTTPS, trusting only the test's certificate; no
 * redirect followed. `request(path, init)` answers a `Response` carrying the
 * request's id, as `app.request` does for the in-process helpers.
 */
export function proxyClient(options: { url: string; ca: string; localAddress: string }) {
  const base = new URL(options.url);
  const client = {
    localAddress: options.localAddress,
    /** A JSON POST as the site's own pages send it (same Origin). */
    postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
      return client.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base.origin, ...headers },
        body: JSON.stringify(body),
      });
    },
    request(path: string, init: RequestInit = {}): Promise<Response> {
      const headers = new Headers(init.headers);
      const id = randomUUID();
      headers.set(requestIdHeader, id);
      const body = bodyOf(init);
      return new Promise((resolve, reject) => {
        const outgoing = httpsRequest(
          new URL(path, base),
          {
            method: init.method ?? 'GET',
            headers: Object.fromEntries(headers),
            ca: options.ca,
            localAddress: options.localAddress,
            agent: false,
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('error', reject);
            incoming.on('end', () => {
              const answered = new Headers();
              const raw = incoming.rawHeaders;
              for (let index = 0; index < raw.length; index += 2)
                answered.append(raw[index] as string, raw[index + 1] as string);
              answered.set(requestIdHeader, id);
              const status = incoming.statusCode ?? 0;
              resolve(
                new Response(bodilessStatuses.has(status) ? null : Buffer.concat(chunks), {
                  status,
                  headers: answered,
                }),
              );
            });
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
  };
  return client;
}

export type ProxyClient = ReturnType<typeof proxyClient>;
