import { type Airline, type AirlineInput, airlineSchema, airlineUpdateSchema } from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useFlightMutation } from './flight-mutation';
import { flightKeys } from './query-keys';

const airlinePath = (code: string) => `/admin/airlines/${encodeURIComponent(code)}`;

/** GET /api/admin/airlines: every airline, by code. */
export const airlinesQueryOptions = queryOptions({
  queryKey: flightKeys.airlines,
  queryFn: ({ signal }) => apiRequest('/admin/airlines', { schema: z.array(airlineSchema), signal }),
  select: (airlines: Airline[]) => airlines.toSorted((a, b) => a.code.localeCompare(b.code)),
  staleTime: 60_000,
});

export type AirlineSave = { existing?: string; input: AirlineInput };

export const isAirlineTaken = (error: unknown) =>
  error instanceof ApiError && error.code === 'AIRLINE_ALREADY_EXISTS';

/** POST /api/admin/airlines, or PUT /api/admin/airlines/{code}: its code never changes. */
export function useSaveAirline() {
  const { t } = useTranslation('adminFlights');
  return useFlightMutation({
    mutationFn: ({ existing, input }: AirlineSave) =>
      existing
        ? apiRequest(airlinePath(existing), {
            method: 'PUT',
            body: airlineUpdateSchema.parse(input),
            schema: airlineSchema,
          })
        : apiRequest('/admin/airlines', { method: 'POST', body: input, schema: airlineSchema }),
    success: (airline, { existing }) =>
      t(existing ? 'airlines.toast.updated' : 'airlines.toast.created', { name: airline.name }),
    // Departures carry their airline's name and colour.
    invalidates: [flightKeys.all],
    handled: isAirlineTaken,
  });
}

/** DELETE /api/admin/airlines/{code}: refused with FLIGHT_DATA_IN_USE while schedules or bookings use it. */
export function useDeleteAirline() {
  const { t } = useTranslation('adminFlights');
  return useFlightMutation({
    mutationFn: (airline: Airline) => apiRequest(airlinePath(airline.code), { method: 'DELETE' }),
    success: (_data, airline) => t('airlines.toast.deleted', { name: airline.name }),
    invalidates: [flightKeys.airlines],
  });
}
