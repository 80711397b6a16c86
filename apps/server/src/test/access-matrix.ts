import { expect } from 'vitest';
import { anonymous, type TestActor } from './actors';
import { readJson } from './json';

type Caller = { headers: Record<string, string> };

/** Who may call a route, as the status each kind of caller gets. */
export interface Access {
  anonymous: number;
  user: number;
  admin: number;
}

/** A back-office route: 401 without a session, 403 for a USER, `status` for an ADMIN. */
export const adminOnly = (status: number): Access => ({ anonymous: 401, user: 403, admin: status });

export interface RouteAccess {
  method: string;
  path: string;
  /** A function gives each caller a fresh body (e.g. a unique email). */
  body?: unknown | (() => unknown);
  access: Access;
}

/** A JSON request as the SPA sends it, with the caller's bearer token. */
export function sendAs(app: { request(path: string, init: RequestInit): Response | Promise<Response> }) {
  return (method: string, path: string, caller: Caller, body?: unknown) =>
    app.request(path, {
      method,
      headers: caller.headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

const codeOfStatus: Record<number, string> = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN' };

/** Calls the route as nobody, as a USER and as an ADMIN, and checks each gets its status. */
export async function expectAccess(
  send: ReturnType<typeof sendAs>,
  route: RouteAccess,
  actors: { user: TestActor; admin: TestActor },
) {
  const callers: Array<[keyof Access, Caller]> = [
    ['anonymous', anonymous],
    ['user', actors.user],
    ['admin', actors.admin],
  ];
  for (const [who, caller] of callers) {
    const body = typeof route.body === 'function' ? route.body() : route.body;
    const response = await send(route.method, route.path, caller, body);
    const expected = route.access[who];
    expect(response.status, `${route.method} ${route.path} as ${who}`).toBe(expected);
    const code = codeOfStatus[expected];
    if (code) expect((await readJson(response)).code).toBe(code);
  }
}
