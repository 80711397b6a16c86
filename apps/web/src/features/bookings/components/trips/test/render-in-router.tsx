import { createRootRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderRoutes } from '@/test/render-routes';

/** A page that links with the router and asks the API through TanStack Query, answering no retry. */
export async function renderInRouter(content: () => ReactNode) {
  await renderRoutes(createRootRoute({ component: content }));
}
