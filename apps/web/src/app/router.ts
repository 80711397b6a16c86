import { routeTree } from '@route-tree';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
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
    // Seldom seen, like the Not Found view: its code loads when a page fails.
    defaultErrorComponent: lazyRouteComponent(() => import('./error-view'), 'ErrorView'),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
