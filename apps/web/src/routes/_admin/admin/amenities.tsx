import { createFileRoute } from '@tanstack/react-router';
import { amenitiesQueryOptions } from '@/features/amenities/api/amenities';
import { AmenitiesPage } from '@/features/amenities/components/amenities-page';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_admin/admin/amenities')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(amenitiesQueryOptions);
    return loadNamespaces('adminAmenities');
  },
  component: AmenitiesPage,
});
