import {
  addDays,
  airlineInputSchema,
  airportInputSchema,
  flightScheduleInputSchema,
  todayInMadagascar,
} from '@madabook/contracts';
import type { Actor } from '../modules/audit/audit.service';
import type { Services } from '../services';
import { demoAirlines, demoAirports, demoScheduleDays, demoSchedules } from './demo-flights';

export interface FlightSeedReport {
  airports: number;
  airlines: number;
  schedules: number;
  departures: number;
}

export async function flightNetworkIsEmpty(services: Services): Promise<boolean> {
  return (await services.flights.airports.list()).length === 0;
}

/**
 * The demo airports, airlines and schedules, through the same services as the
 * back office, flying from today for `days` days (the benchmarks take a year).
 */
export async function seedFlightNetwork(
  services: Services,
  actor: Actor,
  now: Date = new Date(),
  days: number = demoScheduleDays,
): Promise<FlightSeedReport> {
  const { flights } = services;
  for (const airport of demoAirports) await flights.airports.create(actor, airportInputSchema.parse(airport));
  for (const airline of demoAirlines) await flights.airlines.create(actor, airlineInputSchema.parse(airline));
  const today = todayInMadagascar(now);
  let departures = 0;
  const schedules = demoSchedules(today, addDays(today, days - 1));
  for (const schedule of schedules) {
    const created = await flights.schedules.create(actor, flightScheduleInputSchema.parse(schedule));
    departures += created.upcomingDepartures;
  }
  return {
    airports: demoAirports.length,
    airlines: demoAirlines.length,
    schedules: schedules.length,
    departures,
  };
}
