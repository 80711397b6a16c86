import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

const MAX_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 30_000;
const UNUSED_DATA_KEPT_MS = 5 * 60_000;

/** A 4xx answer will not change by asking again; anything else gets three more tries. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

/** 1 s, 2 s, 4 s… never more than 30 s. `failureCount` is 0 before the first retry. */
export function retryDelay(failureCount: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** failureCount, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay, gcTime: UNUSED_DATA_KEPT_MS },
    },
  });
}
