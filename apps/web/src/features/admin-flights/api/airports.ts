import { type Airport, type AirportInput, airportSchema, airportUpdateSchema } from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import type { BackOfficeArea } from '@/lib/back-office-area';
import { useFlightMutation } from './flight-mutation';
import { flightKeys } from './query-keys';

const airportPath = (code: string) => `/admin/airports/${encodeURIComponent(code)}`;

/**
 * GET /api/admin/airports: every airport, by code; a few dozen at most. A partner, who flies
 * between them but does not keep them, reads the same list from the public GET /api/airports.
 */
export function airportsQueryOptions(area: BackOfficeArea = 'admin') {
  return queryOptions({
    queryKey: [...flightKeys.airports, area],
    queryFn: ({ signal }) =>
      apiRequest(area === 'admin' ? '/admin/airports' : '/airports', {
        schema: z.array(airportSchema),
        signal,
      }),
    select: (airports: Airport[]) => airports.toSorted((a, b) => a.code.localeCompare(b.code)),
    staleTime: 60_000,
  });
}

export type AirportSave = { existing?: string; input: AirportInput };

export const isAirportTaken = (error: unknown) =>
  error instanceof ApiError && error.code === 'AIRPORT_ALREADY_EXISTS';

/** POST /api/admin/airports, or PUT /api/admin/airports/{code}: its code never changes. */
export function useSaveAirport() {
  const { t } = useTranslation('adminFlights');
  return useFlightMutation({
    mutationFn: ({ existing, input }: AirportSave) =>
      existing
        ? apiRequest(airportPath(existing), {
            method: 'PUT',
            body: airportUpdateSchema.parse(input),
            schema: airportSchema,
          })
        : apiRequest('/admin/airports', { method: 'POST', body: input, schema: airportSchema }),
    success: (airport, { existing }) =>
      t(existing ? 'airports.toast.updated' : 'airports.toast.created', { code: airport.code }),
    invalidates: [flightKeys.all],
    handled: isAirportTaken,
  });
}

/** DELETE /api/admin/airports/{code}: refused with FLIGHT_DATA_IN_USE while schedules or bookings use it. */
export function useDeleteAirport() {
  const { t } = useTranslation('adminFlights');
  return useFlightMutation({
    mutationFn: (airport: Airport) => apiRequest(airportPath(airport.code), { method: 'DELETE' }),
    success: (_data, airport) => t('airports.toast.deleted', { code: airport.code }),
    invalidates: [flightKeys.airports],
  });
}
