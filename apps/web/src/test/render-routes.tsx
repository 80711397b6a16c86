import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRoute, createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';

/**
 * Renders routes in a memory router under TanStack Query (no retries): the links, URLs and
 * navigations a component test looks at go through a real router.
 */
export async function renderRoutes(
  routeTree: AnyRoute,
  options: { initialEntry?: string; queryClient?: QueryClient } = {},
) {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [options.initialEntry ?? '/'] }),
  });
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  await act(() => router.load());
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
