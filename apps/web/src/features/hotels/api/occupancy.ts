import { occupancySchema } from '@madabook/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { areaPath, type BackOfficeArea } from '@/lib/back-office-area';
import { hotelKeys } from './query-keys';

/** GET /api/admin/hotels/{id}/occupancy: rooms sold and for sale, prices and restrictions per room type and night over `days` nights from `from`. */
export function occupancyQueryOptions(hotelId: string, from: string, days: number, area: BackOfficeArea) {
  return queryOptions({
    queryKey: hotelKeys.occupancy(hotelId, from, days),
    queryFn: ({ signal }) =>
      apiRequest(
        areaPath(area, `/admin/hotels/${encodeURIComponent(hotelId)}/occupancy?from=${from}&days=${days}`),
        { schema: occupancySchema, signal },
      ),
    placeholderData: keepPreviousData,
  });
}
