import { routeTree } from '@route-tree';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { ErrorView } from './error-view';
import { LazyNotFoundView } from './lazy-not-found-view';
import { PendingView } from './pending-view';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Every preload asks the query cache, which decides on its own whether data is fresh.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: PendingView,
    defaultNotFoundComponent: LazyNotFoundView,
    defaultErrorComponent: ErrorView,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
