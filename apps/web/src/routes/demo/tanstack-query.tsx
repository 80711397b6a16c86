import { createFileRoute } from '@tanstack/react-router';
import { healthQueryOptions } from '@/features/system/api/health';
import { publicConfigQueryOptions } from '@/features/system/api/public-config';
import { QueryDemo } from './-components/query-demo';

export const Route = createFileRoute('/demo/tanstack-query')({
  // Starts both requests with the navigation (or on hover) without waiting: the page shows each one's state.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(healthQueryOptions);
    void queryClient.prefetchQuery(publicConfigQueryOptions);
  },
  component: QueryDemo,
});
