import { bookingPageSchema, bookingSchema, hotelPageSchema } from '@madabook/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { areaPath, type BackOfficeArea } from '@/lib/back-office-area';
import { downloadApiFile } from '@/lib/download';
import { listQueryOptions } from '@/lib/list-query-options';
import { toQueryString } from '@/lib/query-string';
import { toastApiError } from '@/lib/toasts';
import { type BookingsScope, bookingsListPath } from '../bookings-scope';
import type { BookingsSearch } from '../bookings-search';
import { bookingsQueryKey } from './query-keys';

/** The search as the scope's list takes it: a hotel's list has no hotel filter, an airline's no kind either. */
function scopedFilters(scope: BookingsScope, { hotelId, kind, ...rest }: BookingsSearch) {
  if (scope.kind === 'platform') return { ...rest, hotelId, kind };
  return scope.kind === 'hotel' ? { ...rest, kind } : rest;
}

/** GET /api/admin/bookings (or a hotel's or an airline's list under /api/partner): one page, filtered. */
export function bookingsQueryOptions(scope: BookingsScope, search: BookingsSearch) {
  return listQueryOptions(
    [...bookingsQueryKey, 'list', scope],
    bookingsListPath(scope),
    scopedFilters(scope, search),
    bookingPageSchema,
  );
}

/** GET /api/bookings/{id} (an admin may read anyone's booking) or /api/partner/bookings/{id} (its hotels'). */
export function bookingQueryOptions(bookingId: string, area: BackOfficeArea = 'admin') {
  return queryOptions({
    queryKey: [...bookingsQueryKey, 'detail', bookingId],
    queryFn: ({ signal }) =>
      apiRequest(areaPath(area, `/bookings/${encodeURIComponent(bookingId)}`), {
        schema: bookingSchema,
        signal,
      }),
  });
}

/** GET /api/admin/hotels: the hotels a booking list can be narrowed to (the first hundred, by name). */
export const hotelChoicesQueryOptions = listQueryOptions(
  ['admin', 'hotels', 'choices'],
  '/admin/hotels',
  { pageSize: 100, sort: 'name', order: 'asc' },
  hotelPageSchema,
);

/** GET …/bookings/export.csv (`exportPath`): every booking of the list's filters, not its page, saved under the server's name. */
export function useExportBookings(scope: BookingsScope, exportPath: string) {
  return useMutation({
    mutationFn: (search: BookingsSearch) => {
      const { page: _page, pageSize: _pageSize, ...filters } = scopedFilters(scope, search);
      return downloadApiFile(`${exportPath}${toQueryString(filters)}`, 'bookings.csv');
    },
    onError: toastApiError,
  });
}
