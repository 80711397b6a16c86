import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RouterHistory, RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { type AppRouter, createAppRouter } from './router';

// Notifications come after a visitor's action: their code loads once the page is up, not before.
const AppToaster = lazy(() => import('./app-toaster').then((module) => ({ default: module.AppToaster })));

export type AppParts = { queryClient: QueryClient; router: AppRouter };

/**
 * One query cache and one router: the browser's for a visit, or the server's for one page it renders
 * (its history, and the nonce that allows the inline scripts it draws).
 */
export function createAppParts(history?: RouterHistory, nonce?: string): AppParts {
  const queryClient = createQueryClient();
  return { queryClient, router: createAppRouter(queryClient, { history, nonce }) };
}

export function App({ queryClient, router }: AppParts) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
