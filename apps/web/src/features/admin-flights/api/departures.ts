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
import { type BackOfficeArea, useBackOfficeArea } from '@/lib/back-office-area';
import { listQueryOptions } from '@/lib/list-query-options';
import type { DepartureListQuery } from '../flights-search';
import { useFlightMutation } from './flight-mutation';
import { flightOpsPath } from './flight-ops-path';
import { adminBookingsKey, flightKeys } from './query-keys';

/**
 * GET /api/admin/flight-instances, or an airline's /api/partner/airlines/{code}/departures: a page
 * of departures, with seats sold per cabin and passengers.
 */
export function departuresQueryOptions(
  query: DepartureListQuery,
  area: BackOfficeArea = 'admin',
  airlineCode?: string,
) {
  return listQueryOptions(
    [...flightKeys.departures, 'list', { area, airlineCode }],
    flightOpsPath(area, airlineCode, 'departures'),
    query,
    flightInstancePageSchema,
  );
}

/** One departure's path in the page's area: a partner's under the departure's own airline. */
function useDeparturePath() {
  const area = useBackOfficeArea();
  return (instance: FlightInstance, action: 'times' | 'cancel') =>
    `${flightOpsPath(area, instance.airline.code, 'departures', instance.id)}/${action}`;
}

export const isTimesFormError = (error: unknown) =>
  error instanceof ApiError && error.code === 'VALIDATION_ERROR';

/**
 * PUT /api/admin/flight-instances/{id}/times (or the airline's twin): new local times, same date; a
 * bad field comes back as 422. The server mails the new times to the passengers, and the airline
 * the connections that no longer hold: the toast says so.
 */
export function useChangeDepartureTimes() {
  const { t } = useTranslation('adminFlights');
  const pathOf = useDeparturePath();
  return useFlightMutation({
    mutationFn: ({ instance, input }: { instance: FlightInstance; input: FlightInstanceTimes }) =>
      apiRequest(pathOf(instance, 'times'), {
        method: 'PUT',
        body: input,
        schema: flightInstanceSchema,
      }),
    success: (instance) =>
      t('departures.toast.timesChanged', { flight: instance.flightNumber, count: instance.passengers }),
    invalidates: [flightKeys.departures, adminBookingsKey],
    handled: isTimesFormError,
  });
}

/**
 * POST /api/admin/flight-instances/{id}/cancel (or the airline's twin): the departure is cancelled,
 * and with it every booking on it, whose passengers get an email. The toast counts the bookings
 * cancelled.
 */
export function useCancelDeparture() {
  const { t } = useTranslation('adminFlights');
  const pathOf = useDeparturePath();
  return useFlightMutation({
    mutationFn: (instance: FlightInstance) =>
      apiRequest(pathOf(instance, 'cancel'), {
        method: 'POST',
        schema: flightInstanceCancelResultSchema,
      }),
    success: ({ instance, cancelledBookings }) =>
      t('departures.toast.cancelled', { flight: instance.flightNumber, count: cancelledBookings }),
    invalidates: [flightKeys.departures, flightKeys.schedules, adminBookingsKey],
  });
}
