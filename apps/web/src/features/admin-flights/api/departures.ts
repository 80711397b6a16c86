import {
  type FlightInstance,
  type FlightInstanceTimes,
  flightInstanceCancelResultSchema,
  flightInstancePageSchema,
  flightInstanceSchema,
} from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { listQueryOptions } from '@/lib/list-query-options';
import type { DepartureListQuery } from '../flights-search';
import { useFlightMutation } from './flight-mutation';
import { adminBookingsKey, flightKeys } from './query-keys';

const departurePath = (id: string) => `/admin/flight-instances/${encodeURIComponent(id)}`;

/** GET /api/admin/flight-instances: a page of departures, with seats sold per cabin and passengers. */
export function departuresQueryOptions(query: DepartureListQuery) {
  return listQueryOptions(
    [...flightKeys.departures, 'list'],
    '/admin/flight-instances',
    query,
    flightInstancePageSchema,
  );
}

export const isTimesFormError = (error: unknown) =>
  error instanceof ApiError && error.code === 'VALIDATION_ERROR';

/** PUT /api/admin/flight-instances/{id}/times: new local times, same date; a bad field comes back as 422. */
export function useChangeDepartureTimes() {
  const { t } = useTranslation('adminFlights');
  return useFlightMutation({
    mutationFn: ({ instance, input }: { instance: FlightInstance; input: FlightInstanceTimes }) =>
      apiRequest(`${departurePath(instance.id)}/times`, {
        method: 'PUT',
        body: input,
        schema: flightInstanceSchema,
      }),
    success: (instance) => t('departures.toast.timesChanged', { flight: instance.flightNumber }),
    invalidates: [flightKeys.departures, adminBookingsKey],
    handled: isTimesFormError,
  });
}

/**
 * POST /api/admin/flight-instances/{id}/cancel: the departure is cancelled, and with it every
 * booking on it, whose passengers get an email. The toast counts the bookings cancelled.
 */
export function useCancelDeparture() {
  const { t } = useTranslation('adminFlights');
  return useFlightMutation({
    mutationFn: (instance: FlightInstance) =>
      apiRequest(`${departurePath(instance.id)}/cancel`, {
        method: 'POST',
        schema: flightInstanceCancelResultSchema,
      }),
    success: ({ instance, cancelledBookings }) =>
      t('departures.toast.cancelled', { flight: instance.flightNumber, count: cancelledBookings }),
    invalidates: [flightKeys.departures, flightKeys.schedules, adminBookingsKey],
  });
}
