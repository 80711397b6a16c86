import { routeTree } from '@route-tree';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorView } from './error-view';
import { LazyNotFoundView } from './lazy-not-found-view';
import { PendingView } from './pending-view';

export function createAppRouter(
  queryClient: QueryClient,
  server: { history?: RouterHistory; nonce?: string } = {},
) {
  return createRouter({
    routeTree,
    history: server.history,
    ssr: { nonce: server.nonce },
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

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
