import { expect } from 'vitest';
import { ProviderError } from '../modules/payments/providers/payment-provider';

/**
 * For tests that a provider adapter's errors tell no secret: a fetch that keeps the credentials of
 * every Authorization header it sends (Basic client credentials, bearer tokens).
 */
export function recordingCredentials(fetchImpl: typeof fetch = fetch) {
  const sent = new Set<string>();
  const recording: typeof fetch = (input, init) => {
    const authorization = new Headers(init?.headers).get('authorization');
    if (authorization) sent.add(authorization.replace(/^\S+ /, ''));
    return fetchImpl(input, init);
  };
  return { fetch: recording, sent };
}

/** The ProviderError the call fails with, checked to tell none of the secrets in its message or its details. */
export async function providerErrorOf(
  call: Promise<unknown>,
  secrets: Iterable<string>,
): Promise<ProviderError> {
  const error = await call.then(
    () => expect.fail('expected a ProviderError'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ProviderError)) return expect.fail(`expected a ProviderError, got ${String(error)}`);
  const told = JSON.stringify({ message: error.message, details: error.details });
  for (const secret of secrets) expect(told).not.toContain(secret);
  return error;
}
