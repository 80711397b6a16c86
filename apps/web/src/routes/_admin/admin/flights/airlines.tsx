import { createFileRoute } from '@tanstack/react-router';
import { airlinesQueryOptions } from '@/features/admin-flights/api/airlines';
import { AirlinesPage } from '@/features/admin-flights/components/airlines-page';

export const Route = createFileRoute('/_admin/admin/flights/airlines')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(airlinesQueryOptions);
  },
  component: AirlinesPage,
});
