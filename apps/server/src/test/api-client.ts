import { sendAs } from './access-matrix';
import type { TestApp } from './test-app';

type Caller = { headers: Record<string, string> };

/** JSON requests to the API as a given caller; a POST takes an Idempotency-Key when given one. */
export function apiClient(testApp: Pick<TestApp, 'app'>) {
  const send = sendAs(testApp.app);
  return {
    send,
    get: (path: string, caller: Caller) => send('GET', path, caller),
    post: (path: string, caller: Caller, body?: unknown, idempotencyKey?: string) =>
      send(
        'POST',
        path,
        idempotencyKey ? { headers: { ...caller.headers, 'Idempotency-Key': idempotencyKey } } : caller,
        body,
      ),
    put: (path: string, caller: Caller, body?: unknown) => send('PUT', path, caller, body),
    del: (path: string, caller: Caller) => send('DELETE', path, caller),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
