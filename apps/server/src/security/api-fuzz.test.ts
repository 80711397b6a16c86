import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProviders, startFakeProviders } from '../test/fake-providers';
import { readJson } from '../test/json';
import type { TestApp } from '../test/test-app';
import { accessTable } from './access-table';
import { type ApiOperation, loadApiOperations } from './api-operations';
import { type FuzzContext, type FuzzRequest, requestsFor } from './fuzz-requests';
import { hostility } from './hostile-inputs';
import { problemsOf } from './response-checks';
import { createSecurityTestApp, createSecurityWorld, type SecurityWorld } from './security-world';
import { httpOf, type SampledRequest, sampleRequest, unstorableTextCases } from './text-input-cases';

/** Fixed, so that a failure comes back the same; FUZZ_SEED and FUZZ_RUNS try others. */
const seed = Number(process.env.FUZZ_SEED ?? 261_127);
const runs = Number(process.env.FUZZ_RUNS ?? 15);

/** Each operation's own seed, so that one fails the same when run alone (`-t`). */
const seedOf = (key: string) =>
  [...key].reduce((hash, character) => (hash * 31 + character.charCodeAt(0)) | 0, seed);

/**
 * Every operation of the API, from its own schemas: values that fit, mixed with NUL bytes, lone
 * surrogates, megabyte strings, values of the wrong type, malformed JSON, wrong content types and
 * oversized bodies. Never a 5xx, never a stack trace, every failure `{ code, message }`; and text
 * PostgreSQL cannot store is refused by validation (400 naming the field) wherever a string goes.
 */
describe('the API under fuzzing', () => {
  let testApp: TestApp;
  let providers: FakeProviders;
  let world: SecurityWorld;
  let operations: ApiOperation[];
  let callers: Record<string, { headers: Record<string, string> }>;
  let knownValues: string[];

  beforeAll(async () => {
    providers = await startFakeProviders();
    testApp = await createSecurityTestApp({ env: providers.env });
    world = await createSecurityWorld(testApp);
    operations = await loadApiOperations(testApp);
    callers = { ...world.callers };
    const { photoFile, ...ids } = world.ids;
    knownValues = [...Object.values(ids), ...photoFile, 'TNR', 'MT', 'mvola', 'orange-money', 'google'];
  });
  afterAll(async () => {
    await testApp?.close();
    await providers?.close();
  });

  /**
   * Who to send an operation as: those its guard lets through (as the matrix has it), and nobody;
   * an operation that ends sessions or accounts, as an account of its own, used up freely.
   */
  function callersOf(key: string): string[] {
    const rule = accessTable[key];
    if (!rule) throw new Error(`${key} has no entry in the access table`);
    const admitted = (['user', 'admin'] as const).filter(
      (caller) => ![401, 403].includes(rule.status[caller]),
    );
    if (rule.freshCaller) return ['anonymous', 'expendable'];
    return ['anonymous', ...(admitted.length > 0 ? admitted : ['user'])];
  }

  function send(request: FuzzRequest) {
    const headers: Record<string, string> = { ...callers[request.caller]?.headers, ...request.headers };
    delete headers['content-type'];
    if (request.contentType) headers['content-type'] = request.contentType;
    return testApp.app.request(request.url, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: request.body }),
    });
  }

  const keys = Object.keys(accessTable);

  it.for(keys)('%s: never a 5xx, a stack trace or another error shape', async (key) => {
    const operation = operations.find((candidate) => candidate.key === key);
    if (!operation) return; // the matrix reports an entry without an operation
    if (accessTable[key]?.freshCaller) callers.expendable = await world.fresh.actor();
    const context: FuzzContext = { hostility, callers: callersOf(key), knownValues };
    await fc.assert(
      fc.asyncProperty(requestsFor(operation, context), async (request) => {
        const problems = await problemsOf(await send(request));
        expect(problems, `${request.method} ${request.url.slice(0, 200)} as ${request.caller}`).toEqual([]);
      }),
      { seed: seedOf(key), numRuns: runs, endOnFailure: true },
    );
  });

  it.for(keys)('%s: a NUL byte or a lone surrogate in any text input is a 400 naming it', async (key) => {
    const operation = operations.find((candidate) => candidate.key === key);
    if (!operation) return;
    const [caller = 'anonymous'] = callersOf(key).slice(-1);
    const sendAs = (request: SampledRequest) =>
      send({
        caller,
        method: operation.method,
        headers: {},
        contentType: 'application/json',
        ...httpOf(operation, request),
      });
    // A request validation accepts, so that a refusal can only be the NUL's: rules between fields
    // (dates in order) take some samples to meet. Without one, any refusal with 400 will do.
    let base: SampledRequest | undefined;
    for (let attempt = 0; attempt < 10 && !base; attempt++) {
      const candidate = sampleRequest(operation, seedOf(key) + attempt);
      const answer = await sendAs(candidate);
      if (answer.status !== 400 || (await readJson(answer)).code !== 'VALIDATION_ERROR') base = candidate;
    }
    for (const { place, request } of unstorableTextCases(
      operation,
      base ?? sampleRequest(operation, seedOf(key)),
    )) {
      const response = await sendAs(request);
      const answer = await readJson(response);
      const paths: string[] = (answer.details?.issues ?? []).map((issue: { path: string }) => issue.path);
      // better-auth's endpoints answer for a path as a whole, a union for its whole value.
      const named =
        !base ||
        paths.some((path) => path === place || place.startsWith(`${path}.`) || ['path', ''].includes(path));
      const sent = JSON.stringify(request).slice(0, 300);
      expect({ status: response.status, code: answer.code, named }, `${key}: ${place} in ${sent}`).toEqual({
        status: 400,
        code: 'VALIDATION_ERROR',
        named: true,
      });
    }
  });

  it('refuses text the database cannot store in what a payment provider posts, before recording it', async () => {
    const callbacks = operations.filter((operation) => operation.path.startsWith('/api/payments/callbacks/'));
    expect(callbacks.length).toBeGreaterThan(0);
    for (const operation of callbacks) {
      for (const provider of ['mvola', 'orange-money']) {
        const url = `/api/payments/callbacks/${provider}`;
        for (const [contentType, body, query] of [
          ['application/json', JSON.stringify({ status: 'SUCCESS', notif_token: 'a\u0000', txnid: 'x' }), ''],
          ['application/json', JSON.stringify({ transactionStatus: 'completed', note: 'a\ud800' }), ''],
          ['text/plain', 'status=SUCCESS\u0000', ''],
          ['application/json', '{}', '?payment=%00'],
        ] as const) {
          const response = await send({
            caller: 'anonymous',
            method: operation.method,
            url: `${url}${query}`,
            headers: {},
            contentType,
            body,
          });
          expect(
            [response.status, (await readJson(response)).code],
            `${operation.method} ${url}${query} ${body}`,
          ).toEqual([400, 'VALIDATION_ERROR']);
        }
      }
    }
  });
});
