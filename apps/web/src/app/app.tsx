import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from './router';

// Notifications come after a visitor's action: their code loads once the page is up, not before.
const AppToaster = lazy(() => import('./app-toaster').then((module) => ({ default: module.AppToaster })));

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
