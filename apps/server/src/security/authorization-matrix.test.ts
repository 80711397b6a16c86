import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../test/json';
import type { TestApp } from '../test/test-app';
import { accessTable } from './access-table';
import { type ApiOperation, loadApiOperations } from './api-operations';
import { callerOrder, sendAs } from './authorization-matrix';
import { elsewhere, redirectParametersOf, redirectPlacesOf, targetOf, withRedirect } from './open-redirects';
import { createSecurityTestApp, createSecurityWorld, type SecurityWorld } from './security-world';

const guardCodes: Record<number, string> = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN' };

// One world for both suites: they send the same requests, as written and with other sites in them.
let testApp: TestApp;
let world: SecurityWorld;
let operations: Map<string, ApiOperation>;

beforeAll(async () => {
  testApp = await createSecurityTestApp();
  world = await createSecurityWorld(testApp);
  operations = new Map((await loadApiOperations(testApp)).map((operation) => [operation.key, operation]));
});
afterAll(() => testApp?.close());

/**
 * Every operation of the API (ours from /api/openapi.json, better-auth's from its own generator)
 * as nobody, as USER A, as USER B on A's resources, and as an ADMIN, against the status written
 * for it once in access-table.ts.
 */
describe('the authorization matrix', () => {
  it('has an entry for every operation of the API, and none for an operation that is gone', () => {
    const documented = [...operations.keys()];
    expect(
      documented.filter((key) => !(key in accessTable)),
      'operations without an entry',
    ).toEqual([]);
    expect(
      Object.keys(accessTable).filter((key) => !operations.has(key)),
      'entries without an operation',
    ).toEqual([]);
    expect(documented.length).toBeGreaterThan(100);
  });

  it.for(Object.keys(accessTable))('%s', async (key) => {
    const operation = operations.get(key);
    const rule = accessTable[key];
    if (!operation || !rule) return; // reported by the test above
    const expected: Record<string, number> = {};
    const actual: Record<string, number> = {};
    for (const caller of callerOrder) {
      const status = rule.status[caller];
      if (status === undefined) continue;
      const response = await sendAs(world, operation, rule, caller);
      expected[caller] = status;
      actual[caller] = response.status;
      const code = guardCodes[response.status];
      if (operation.source === 'app' && code) {
        expect((await readJson(response)).code, `${key} as ${caller}`).toBe(code);
      }
    }
    expect(actual).toEqual(expected);
  });
});

/**
 * Every parameter that names a place to go after an action, found in the API's own documents:
 * better-auth's (callbackURL, redirectTo, errorCallbackURL, newUserCallbackURL…) must refuse
 * another site; ours take none, payments' return addresses being made by the server from APP_URL.
 * The web app's `/login?redirect=` has its own tests (lib/redirect.test.ts, login-page.test.tsx).
 */
describe('open redirects', () => {
  it('better-auth refuses every other site in every callback and redirect parameter', async () => {
    const tried: string[] = [];
    for (const operation of [...operations.values()].filter((candidate) => candidate.source === 'auth')) {
      const rule = accessTable[operation.key];
      const parameters = redirectParametersOf(operation);
      if (!rule || parameters.length === 0) continue;
      // Signed in when it takes a session, as an account of its own should a URL be accepted.
      const caller = rule.status.anonymous === 401 ? 'user' : 'anonymous';
      const as = caller === 'user' ? await world.fresh.actor() : undefined;
      for (const parameter of parameters) {
        tried.push(`${operation.key} ${parameter.name}`);
        for (const url of elsewhere) {
          const response = await sendAs(world, operation, withRedirect(rule, parameter, url), caller, as);
          const target = await targetOf(response);
          const code = response.status === 403 ? (await readJson(response)).code : undefined;
          expect(
            { refused: /^INVALID_\w*(URL|ORIGIN)$/.test(code ?? ''), target },
            `${operation.key} ${parameter.name}=${url}: ${response.status} → ${target}`,
          ).toEqual({ refused: true, target: undefined });
        }
      }
    }
    expect(tried).toEqual(
      expect.arrayContaining([
        'POST /api/auth/sign-in/email callbackURL',
        'POST /api/auth/sign-up/email callbackURL',
        'POST /api/auth/sign-in/social callbackURL',
        'POST /api/auth/sign-in/social errorCallbackURL',
        'POST /api/auth/sign-in/social newUserCallbackURL',
        'POST /api/auth/request-password-reset redirectTo',
        'POST /api/auth/forget-password redirectTo',
        'GET /api/auth/verify-email callbackURL',
        'GET /api/auth/reset-password/{token} callbackURL',
        'GET /api/auth/delete-user/callback callbackURL',
        'POST /api/auth/send-verification-email callbackURL',
        'POST /api/auth/change-email callbackURL',
        'POST /api/auth/delete-user callbackURL',
        'POST /api/auth/link-social callbackURL',
      ]),
    );
  });

  it('our own operations take no address to go to: payments come back to APP_URL, made by the server', () => {
    const ours = [...operations.values()].filter((operation) => operation.source === 'app');
    expect(
      ours.flatMap((operation) => redirectPlacesOf(operation).map((place) => `${operation.key} ${place}`)),
    ).toEqual([]);
  });
});
