import type { QueryClient } from '@tanstack/react-query';

/** What every route's `beforeLoad` and `loader` receive: the one query client of the app. */
export type RouterContext = {
  queryClient: QueryClient;
};
