import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { propertiesQueryOptions } from '@/features/partners/api/properties';

/** One of the partner's airlines; one it is not a member of sends it back to its list. */
export const Route = createFileRoute('/_partner/partner/airlines/$code')({
  loader: async ({ context: { queryClient }, params: { code } }) => {
    const properties = await queryClient.ensureQueryData(propertiesQueryOptions);
    if (!properties.airlines.some((airline) => airline.code === code)) throw redirect({ to: '/partner' });
  },
  component: Outlet,
});
