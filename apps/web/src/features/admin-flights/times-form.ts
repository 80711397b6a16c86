import {
  type FlightInstance,
  type FlightInstanceTimes,
  flightInstanceTimesSchema,
} from '@madabook/contracts';
import { i18n } from '@/lib/i18n';
import { fieldErrors } from '@/lib/schema-issues';
import { formatIssue } from './form-issues';
import { arrivalDayOffset, localClock } from './local-time';
import { type ArrivalDayOffset, arrivalDayOffsets } from './schedule-form';

export type TimesFormValues = {
  departureTime: string;
  arrivalTime: string;
  arrivalDayOffset: ArrivalDayOffset;
};

/** A departure's local times as its airports' clocks read them, and the day it lands. */
export function timesFormValues(instance: Pick<FlightInstance, 'departure' | 'arrival'>): TimesFormValues {
  const offset = arrivalDayOffset(instance.departure, instance.arrival);
  return {
    departureTime: localClock(instance.departure).time,
    arrivalTime: localClock(instance.arrival).time,
    arrivalDayOffset: arrivalDayOffsets.find((choice) => Number(choice) === offset) ?? '0',
  };
}

const toInput = (values: TimesFormValues) => ({
  ...values,
  arrivalDayOffset: Number(values.arrivalDayOffset),
});

export function timesFormErrors(values: TimesFormValues) {
  const time = formatIssue(() => i18n.t('adminFlights:schedules.form.issues.time'));
  return fieldErrors(flightInstanceTimesSchema, toInput(values), { departureTime: time, arrivalTime: time });
}

export function toTimesInput(values: TimesFormValues): FlightInstanceTimes {
  return flightInstanceTimesSchema.parse(toInput(values));
}
