import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { propertiesQueryOptions } from '@/features/partners/api/properties';

/** One of the partner's hotels; one it is not a member of sends it back to its list. */
export const Route = createFileRoute('/_partner/partner/hotels/$hotelId')({
  loader: async ({ context: { queryClient }, params: { hotelId } }) => {
    const properties = await queryClient.ensureQueryData(propertiesQueryOptions);
    if (!properties.hotels.some((hotel) => hotel.id === hotelId)) throw redirect({ to: '/partner' });
  },
  component: Outlet,
});
