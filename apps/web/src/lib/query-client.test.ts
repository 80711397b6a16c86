import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, retryDelay, shouldRetryQuery } from './query-client';

const apiError = (status: number) => new ApiError({ status, code: 'X', message: 'x' });

describe('shouldRetryQuery', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])('never retries a %i answer', (status) => {
    expect(shouldRetryQuery(0, apiError(status))).toBe(false);
  });

  it.each([
    ['a 500 answer', apiError(500)],
    ['a 503 answer', apiError(503)],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('retries %s three times', (_, error) => {
    expect([0, 1, 2, 3].map((failureCount) => shouldRetryQuery(failureCount, error))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('retryDelay', () => {
  it('starts at 1 s, doubles, and stops growing at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('createQueryClient', () => {
  it('applies the retry rules and keeps unused data five minutes', () => {
    const queries = createQueryClient().getDefaultOptions().queries;

    expect(queries?.retry).toBe(shouldRetryQuery);
    expect(queries?.retryDelay).toBe(retryDelay);
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
  });
});
