import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client';
import { type QueryValue, toQueryString } from './query-string';

/**
 * One page of an API list, cached under `[...baseKey, params]`. The previous page stays on
 * screen while the next one loads, so a table does not flash empty between pages.
 */
export function listQueryOptions<Page>(
  baseKey: QueryKey,
  path: string,
  params: Record<string, QueryValue>,
  schema: z.ZodType<Page>,
) {
  return queryOptions({
    queryKey: [...baseKey, params],
    queryFn: ({ signal }) => apiRequest(`${path}${toQueryString(params)}`, { schema, signal }),
    placeholderData: keepPreviousData,
  });
}
