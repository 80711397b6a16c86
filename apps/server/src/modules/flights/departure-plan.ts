import { addDays, type FieldIssue, nightsBetween } from '@madabook/contracts';
import { zonedTimeToInstant } from '../../lib/time-zones';

/** No flight of the network (nor Paris non-stop) lasts longer: a longer one is a typing mistake. */
export const maxFlightMinutes = 20 * 60;

const minuteMs = 60_000;

/** Local times of a flight at both ends, and the zones that give them meaning. */
export interface FlightClock {
  departureTime: string;
  arrivalTime: string;
  arrivalDayOffset: number;
  originZone: string;
  destinationZone: string;
}

export interface FlightInstants {
  departureAt: Date;
  arrivalAt: Date;
}

/** The UTC instants of a flight leaving on `date` (local at the origin). */
export function flightInstants(date: string, clock: FlightClock): FlightInstants {
  return {
    departureAt: zonedTimeToInstant(date, clock.departureTime, clock.originZone),
    arrivalAt: zonedTimeToInstant(
      addDays(date, clock.arrivalDayOffset),
      clock.arrivalTime,
      clock.destinationZone,
    ),
  };
}

export const durationMinutes = (flight: FlightInstants) =>
  Math.round((flight.arrivalAt.getTime() - flight.departureAt.getTime()) / minuteMs);

/** Why these times cannot be flown, as a field issue on the arrival time; undefined when they can. */
export function flightTimeIssue(flight: FlightInstants): FieldIssue | undefined {
  const minutes = durationMinutes(flight);
  if (minutes <= 0) {
    return {
      path: 'arrivalTime',
      message:
        'The arrival comes before the departure in local times: for an overnight flight, land a day later',
    };
  }
  if (minutes > maxFlightMinutes) {
    return { path: 'arrivalTime', message: `A flight lasts at most ${maxFlightMinutes / 60} hours` };
  }
  return undefined;
}

/** ISO day of the week of a date: 1 is Monday, 7 is Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

// ISO dates sort as text.
export const laterDay = (a: string, b: string) => [a, b].sort()[1] as string;
export const earlierDay = (a: string, b: string) => [a, b].sort()[0] as string;

export interface ScheduleCalendar {
  daysOfWeek: readonly number[];
  validFrom: string;
  validTo: string;
}

/** The dates a schedule flies within [from, to], both included. */
export function flyingDates(schedule: ScheduleCalendar, window: { from: string; to: string }): string[] {
  const first = laterDay(schedule.validFrom, window.from);
  const last = earlierDay(schedule.validTo, window.to);
  const days = nightsBetween(first, last) + 1;
  const dates: string[] = [];
  for (let index = 0; index < days; index++) {
    const date = addDays(first, index);
    if (schedule.daysOfWeek.includes(isoWeekday(date))) dates.push(date);
  }
  return dates;
}

export interface PlannedDeparture extends FlightInstants {
  departureDate: string;
}

/**
 * The departures a schedule should have within the window, leaving after
 * `now`: those that have left are history, not plans.
 */
export function planDepartures(
  schedule: ScheduleCalendar & FlightClock,
  window: { from: string; to: string },
  now: Date,
): PlannedDeparture[] {
  return flyingDates(schedule, window)
    .map((departureDate) => ({ departureDate, ...flightInstants(departureDate, schedule) }))
    .filter((departure) => departure.departureAt > now);
}

/**
 * The first problem with a schedule's times: on its first day, and on every
 * day it will fly (a daylight-saving change at either end shifts the duration).
 */
export function scheduleTimeIssue(
  schedule: ScheduleCalendar & FlightClock,
  planned: readonly FlightInstants[],
): FieldIssue | undefined {
  for (const flight of [flightInstants(schedule.validFrom, schedule), ...planned]) {
    const issue = flightTimeIssue(flight);
    if (issue) return issue;
  }
  return undefined;
}
