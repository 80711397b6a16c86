import {
  type FlightSchedule,
  type FlightScheduleValues,
  flightSchedulePageSchema,
  flightScheduleSchema,
  isoDateSchema,
} from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { type BackOfficeArea, useBackOfficeArea } from '@/lib/back-office-area';
import { useLanguage } from '@/lib/i18n';
import { listQueryOptions } from '@/lib/list-query-options';
import { toast } from '@/lib/toast';
import type { ScheduleListQuery } from '../flights-search';
import { formatDay } from '../local-time';
import { useFlightMutation } from './flight-mutation';
import { flightOpsPath } from './flight-ops-path';
import { adminBookingsKey, flightKeys } from './query-keys';

/**
 * GET /api/admin/flight-schedules, by airline, route or flight number; or an airline's
 * /api/partner/airlines/{code}/schedules, by route or flight number (the airline is the path's).
 */
export function schedulesQueryOptions(
  query: ScheduleListQuery,
  area: BackOfficeArea = 'admin',
  airlineCode?: string,
) {
  return listQueryOptions(
    [...flightKeys.schedules, 'list', { area, airlineCode }],
    flightOpsPath(area, airlineCode, 'schedules'),
    area === 'partner' ? { ...query, airlineCode: undefined } : query,
    flightSchedulePageSchema,
  );
}

/** The form shows these where they belong: under a field, or naming the departure at stake. */
export const isScheduleFormError = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'VALIDATION_ERROR' ||
    error.code === 'SEATS_BELOW_SOLD' ||
    error.code === 'SCHEDULE_HAS_SALES');

export type ScheduleSave = { id?: string; input: FlightScheduleValues };

/**
 * POST /api/admin/flight-schedules, or PUT /api/admin/flight-schedules/{id} (or the airline's
 * twins: a partner's form keeps the airline to the page's, so the input's airline is the path's).
 * Its departures follow, so they are read again. Refused with 422 (a field at fault),
 * SEATS_BELOW_SOLD (a departure has sold more seats than would be left for sale) or
 * SCHEDULE_HAS_SALES (a new route or airline while a departure has sales), which the form shows itself.
 */
export function useSaveSchedule() {
  const { t } = useTranslation('adminFlights');
  const area = useBackOfficeArea();
  return useFlightMutation({
    mutationFn: ({ id, input }: ScheduleSave) =>
      apiRequest(flightOpsPath(area, input.airlineCode, 'schedules', id), {
        method: id ? 'PUT' : 'POST',
        body: input,
        schema: flightScheduleSchema,
      }),
    success: (schedule, { id }) =>
      t(id ? 'schedules.toast.updated' : 'schedules.toast.created', {
        flight: `${schedule.airlineCode} ${schedule.flightNumber}`,
      }),
    invalidates: [flightKeys.schedules, flightKeys.departures],
    handled: isScheduleFormError,
  });
}

const inUseDetailsSchema = z.object({ departureDate: isoDateSchema });

/**
 * DELETE /api/admin/flight-schedules/{id} (or the airline's twin): refused with FLIGHT_DATA_IN_USE
 * while a departure to come has passengers; the toast names that departure, to be cancelled first.
 */
export function useDeleteSchedule() {
  const { t } = useTranslation('adminFlights');
  const language = useLanguage();
  const area = useBackOfficeArea();
  return useFlightMutation({
    mutationFn: (schedule: FlightSchedule) =>
      apiRequest(flightOpsPath(area, schedule.airlineCode, 'schedules', schedule.id), { method: 'DELETE' }),
    success: (_data, schedule) =>
      t('schedules.toast.deleted', { flight: `${schedule.airlineCode} ${schedule.flightNumber}` }),
    invalidates: [flightKeys.schedules, flightKeys.departures, adminBookingsKey],
    handled: (error) => {
      if (!(error instanceof ApiError) || error.code !== 'FLIGHT_DATA_IN_USE') return false;
      const details = inUseDetailsSchema.safeParse(error.details);
      if (!details.success) return false;
      toast.error(
        t('schedules.delete.inUse', {
          day: formatDay(details.data.departureDate, language, { dateStyle: 'full' }),
        }),
      );
      return true;
    },
  });
}
