import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** A page that links with the router and asks the API through TanStack Query, answering no retry. */
export async function renderInRouter(content: () => ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: content }),
    history: createMemoryHistory(),
  });
  await act(() => router.load());
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
