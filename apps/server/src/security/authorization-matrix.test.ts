import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../test/json';
import type { TestApp } from '../test/test-app';
import { accessTable } from './access-table';
import { type ApiOperation, loadApiOperations } from './api-operations';
import { callerOrder, sendAs } from './authorization-matrix';
import { createSecurityTestApp, createSecurityWorld, type SecurityWorld } from './security-world';

const guardCodes: Record<number, string> = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN' };

/**
 * Every operation of the API (ours from /api/openapi.json, better-auth's from its own generator)
 * as nobody, as USER A, as USER B on A's resources, and as an ADMIN, against the status written
 * for it once in access-table.ts.
 */
describe('the authorization matrix', () => {
  let testApp: TestApp;
  let world: SecurityWorld;
  let operations: Map<string, ApiOperation>;

  beforeAll(async () => {
    testApp = await createSecurityTestApp();
    world = await createSecurityWorld(testApp);
    operations = new Map((await loadApiOperations(testApp)).map((operation) => [operation.key, operation]));
  });
  afterAll(() => testApp?.close());

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
