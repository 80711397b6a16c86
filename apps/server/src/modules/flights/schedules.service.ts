import {
  addDays,
  type FieldIssue,
  type FlightSchedule,
  type FlightScheduleValues,
  flightHorizonDays,
  type flightScheduleListQuerySchema,
  type Paginated,
  todayInMadagascar,
} from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageOf, pageWindow } from '../../lib/pagination';
import { airlineCodesReached, type Scope } from '../../lib/scope';
import type { Actor, AuditService } from '../audit/audit.service';
import {
  durationMinutes,
  type FlightClock,
  flightInstants,
  laterDay,
  type PlannedDeparture,
  planDepartures,
  type ScheduleCalendar,
  scheduleTimeIssue,
} from './departure-plan';
import {
  type DepartureRoute,
  type DepartureSales,
  deleteDepartures,
  firstDepartureWithSales,
  followSchedule,
  insertDepartures,
  lockFutureDepartures,
  type SeatsPerCabin,
  setSeatsForSale,
} from './departures.repo';
import { unprocessable } from './flight-errors';
import { airportsByCode, findAirline } from './network.repo';
import {
  activeScheduleIds,
  deleteSchedule,
  findSchedule,
  insertSchedule,
  listSchedules,
  type ScheduleRow,
  type ScheduleValues,
  upcomingDepartureCounts,
  updateSchedule,
} from './schedules.repo';

type ScheduleListQuery = z.output<typeof flightScheduleListQuerySchema>;
type Zones = Map<string, string>;
type PlannableSchedule = ScheduleCalendar & FlightClock;

const entityType = 'flight-schedule';

const routeOf = (schedule: ScheduleValues): DepartureRoute => ({
  airlineCode: schedule.airlineCode,
  flightNumber: schedule.flightNumber,
  origin: schedule.origin,
  destination: schedule.destination,
});

const seatsOf = (schedule: ScheduleValues): SeatsPerCabin => ({
  economy: schedule.economySeats,
  business: schedule.businessSeats ?? 0,
});

const hasSales = (departure: DepartureSales) => departure.economySold + departure.businessSold > 0;

const movesRoute = (before: ScheduleValues, after: ScheduleValues) =>
  before.airlineCode !== after.airlineCode ||
  before.origin !== after.origin ||
  before.destination !== after.destination;

/** A schedule written through an airline's path (or by a partner) must be one of its airlines'. */
function checkOwnAirline(reached: string[] | undefined, values: FlightScheduleValues) {
  if (reached && !reached.includes(values.airlineCode)) {
    throw unprocessable([
      { path: 'airlineCode', message: `Only schedules of ${reached.join(' or ')} can be kept here` },
    ]);
  }
}

function plannable(schedule: ScheduleValues, zones: Zones): PlannableSchedule {
  return {
    daysOfWeek: schedule.daysOfWeek,
    validFrom: schedule.validFrom,
    validTo: schedule.validTo,
    departureTime: schedule.departureTime,
    arrivalTime: schedule.arrivalTime,
    arrivalDayOffset: schedule.arrivalDayOffset ?? 0,
    originZone: zones.get(schedule.origin) ?? 'UTC',
    destinationZone: zones.get(schedule.destination) ?? 'UTC',
  };
}

async function zonesOf(db: Database | Transaction, codes: readonly string[]): Promise<Zones> {
  const airports = await airportsByCode(db, [...new Set(codes)]);
  return new Map(airports.map((airport) => [airport.code, airport.timeZone]));
}

/** Schedules, and the departures they make from today to the sales horizon. */
export function createScheduleService(deps: { db: Database; audit: AuditService; now: () => Date }) {
  const { db, audit } = deps;

  const salesWindow = (now: Date) => {
    const today = todayInMadagascar(now);
    return { from: today, to: addDays(today, flightHorizonDays) };
  };

  function toSchedule(row: ScheduleRow, zones: Zones, upcomingDepartures: number, now: Date): FlightSchedule {
    const schedule = plannable(row, zones);
    const today = todayInMadagascar(now);
    // Measured on a day it flies from now on: a daylight-saving zone makes it vary over the year.
    const sampleDay = laterDay(row.validFrom, today);
    return {
      id: row.id,
      airlineCode: row.airlineCode,
      flightNumber: row.flightNumber,
      origin: row.origin,
      destination: row.destination,
      departureTime: row.departureTime,
      arrivalTime: row.arrivalTime,
      arrivalDayOffset: row.arrivalDayOffset,
      durationMinutes: durationMinutes(flightInstants(sampleDay, schedule)),
      daysOfWeek: row.daysOfWeek,
      validFrom: row.validFrom,
      validTo: row.validTo,
      economySeats: row.economySeats,
      businessSeats: row.businessSeats,
      economyLightFare: row.economyLightFare,
      economyFlexFare: row.economyFlexFare,
      businessFlexFare: row.businessFlexFare,
      upcomingDepartures,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function present(rows: ScheduleRow[], now: Date): Promise<FlightSchedule[]> {
    const ids = rows.map((row) => row.id);
    const [zones, upcoming] = await Promise.all([
      zonesOf(
        db,
        rows.flatMap((row) => [row.origin, row.destination]),
      ),
      upcomingDepartureCounts(db, ids, now),
    ]);
    return rows.map((row) => toSchedule(row, zones, upcoming.get(row.id) ?? 0, now));
  }

  /**
   * What the zod schema cannot know: that the airports and the airline exist,
   * and that the local times make a flight in the airports' zones. Answers the
   * departures to make from today to the horizon.
   */
  async function plan(tx: Transaction, values: FlightScheduleValues, now: Date): Promise<PlannedDeparture[]> {
    const zones = await zonesOf(tx, [values.origin, values.destination]);
    const issues: FieldIssue[] = [];
    for (const path of ['origin', 'destination'] as const) {
      if (!zones.has(values[path])) issues.push({ path, message: `Unknown airport ${values[path]}` });
    }
    if (!(await findAirline(tx, values.airlineCode))) {
      issues.push({ path: 'airlineCode', message: `Unknown airline ${values.airlineCode}` });
    }
    if (values.validTo < todayInMadagascar(now)) {
      issues.push({ path: 'validTo', message: 'The last day it flies is already past' });
    }
    if (issues.length > 0) throw unprocessable(issues);
    const schedule = plannable(values, zones);
    const planned = planDepartures(schedule, salesWindow(now), now);
    const timeIssue = scheduleTimeIssue(schedule, planned);
    if (timeIssue) throw unprocessable([timeIssue]);
    return planned;
  }

  /**
   * Future departures follow a changed schedule: those without sales take its
   * new times and days (or go, when it no longer flies that day); those with
   * sales keep their times (an admin moves or cancels them one by one, and
   * their passengers are told) but take the new seat counts, never below what they sold.
   */
  async function reshapeDepartures(
    tx: Transaction,
    scheduleId: string,
    values: FlightScheduleValues,
    planned: readonly PlannedDeparture[],
    now: Date,
  ) {
    const plannedOn = new Map(planned.map((departure) => [departure.departureDate, departure]));
    const departures = await lockFutureDepartures(tx, scheduleId, now);
    const stillFlown = departures
      .filter((departure) => plannedOn.has(departure.departureDate))
      .sort((a, b) => a.departureDate.localeCompare(b.departureDate));
    const oversold = stillFlown.find(
      (departure) =>
        departure.economySold > values.economySeats || departure.businessSold > values.businessSeats,
    );
    if (oversold) {
      throw new AppError(
        'SEATS_BELOW_SOLD',
        `More seats are already sold on the departure of ${oversold.departureDate} than this would leave for sale`,
        {
          instanceId: oversold.id,
          departureDate: oversold.departureDate,
          economySold: oversold.economySold,
          businessSold: oversold.businessSold,
        },
      );
    }
    await followSchedule(
      tx,
      routeOf(values),
      stillFlown
        .filter((departure) => !hasSales(departure))
        .map((departure) => ({
          id: departure.id,
          ...(plannedOn.get(departure.departureDate) as PlannedDeparture),
        })),
    );
    await setSeatsForSale(
      tx,
      stillFlown.map((departure) => departure.id),
      seatsOf(values),
    );
    await deleteDepartures(
      tx,
      departures
        .filter((departure) => !plannedOn.has(departure.departureDate) && !hasSales(departure))
        .map((departure) => departure.id),
    );
    await insertDepartures(tx, scheduleId, routeOf(values), seatsOf(values), planned);
  }

  /** The schedule, if among the airlines reached (another airline's is NOT_FOUND, as an unknown id). */
  async function found(
    tx: Database | Transaction,
    id: string,
    airlineCodes: string[] | undefined,
    lock = false,
  ) {
    const row = await findSchedule(tx, id, { lock, airlineCodes });
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Its route and airline stay while a departure has sales: those passengers booked that flight. */
  async function checkRouteKept(
    tx: Transaction,
    before: ScheduleRow,
    values: FlightScheduleValues,
    now: Date,
  ) {
    if (!movesRoute(before, values)) return;
    const sold = await firstDepartureWithSales(tx, before.id, now);
    if (sold) {
      throw new AppError(
        'SCHEDULE_HAS_SALES',
        `The departure of ${sold.departureDate} has bookings: cancel it, or make a new schedule for the new route`,
        { instanceId: sold.id, departureDate: sold.departureDate },
      );
    }
  }

  /**
   * Every method takes the caller's scope (an actor's) and, on an airline's partner path, that
   * airline's code: the schedules reached are then that airline's only.
   */
  return {
    async list(scope: Scope, query: ScheduleListQuery, airline?: string): Promise<Paginated<FlightSchedule>> {
      const airlineCodes = airlineCodesReached(scope, airline, 'schedules');
      const { rows, total } = await listSchedules(
        db,
        { ...query, airlineCodes },
        { ...pageWindow(query), order: query.order },
      );
      return pageOf(await present(rows, deps.now()), total, query);
    },

    async get(scope: Scope, id: string, airline?: string): Promise<FlightSchedule> {
      const airlineCodes = airlineCodesReached(scope, airline, 'schedules');
      const [schedule] = await present([await found(db, id, airlineCodes)], deps.now());
      return schedule as FlightSchedule;
    },

    async create(actor: Actor, values: FlightScheduleValues, airline?: string): Promise<FlightSchedule> {
      const airlineCodes = airlineCodesReached(actor.scope, airline, 'schedules');
      checkOwnAirline(airlineCodes, values);
      const now = deps.now();
      const created = await db.transaction(async (tx) => {
        const planned = await plan(tx, values, now);
        const row = await insertSchedule(tx, { id: newId(), ...values });
        const departures = await insertDepartures(tx, row.id, routeOf(values), seatsOf(values), planned);
        await audit.record(tx, actor, {
          action: `${entityType}.create`,
          entityType,
          entityId: row.id,
          after: { ...row, departures },
          airlineCode: row.airlineCode,
        });
        return row;
      });
      const [schedule] = await present([created], now);
      return schedule as FlightSchedule;
    },

    /**
     * Departures without sales follow the new schedule; the route and the airline stay while
     * some departure has sales (SCHEDULE_HAS_SALES), and seats never go below those sold.
     */
    async update(
      actor: Actor,
      id: string,
      values: FlightScheduleValues,
      airline?: string,
    ): Promise<FlightSchedule> {
      const airlineCodes = airlineCodesReached(actor.scope, airline, 'schedules');
      const now = deps.now();
      const updated = await db.transaction(async (tx) => {
        const before = await found(tx, id, airlineCodes, true);
        checkOwnAirline(airlineCodes, values);
        const planned = await plan(tx, values, now);
        await checkRouteKept(tx, before, values, now);
        await reshapeDepartures(tx, id, values, planned, now);
        const after = await updateSchedule(tx, id, values);
        await audit.record(tx, actor, {
          action: `${entityType}.update`,
          entityType,
          entityId: id,
          before,
          after,
          airlineCode: after.airlineCode,
        });
        return after;
      });
      const [schedule] = await present([updated], now);
      return schedule as FlightSchedule;
    },

    /** Refused while a departure to come has sold seats: those passengers must be dealt with first. */
    async remove(actor: Actor, id: string, airline?: string): Promise<void> {
      const airlineCodes = airlineCodesReached(actor.scope, airline, 'schedules');
      const now = deps.now();
      await db.transaction(async (tx) => {
        const before = await found(tx, id, airlineCodes, true);
        const sold = (await lockFutureDepartures(tx, id, now))
          .filter(hasSales)
          .sort((a, b) => a.departureDate.localeCompare(b.departureDate))[0];
        if (sold) {
          throw new AppError(
            'FLIGHT_DATA_IN_USE',
            `The departure of ${sold.departureDate} has passengers: cancel it before deleting the schedule`,
            { instanceId: sold.id, departureDate: sold.departureDate },
          );
        }
        await deleteSchedule(tx, id);
        await audit.record(tx, actor, {
          action: `${entityType}.delete`,
          entityType,
          entityId: id,
          before,
          airlineCode: before.airlineCode,
        });
      });
    },

    /** Makes the departures that came within the sales horizon since the last run; answers how many. */
    async extendToHorizon(): Promise<number> {
      const now = deps.now();
      let created = 0;
      for (const id of await activeScheduleIds(db, todayInMadagascar(now))) {
        created += await db.transaction(async (tx) => {
          const row = await findSchedule(tx, id, { lock: true });
          if (!row) return 0;
          const zones = await zonesOf(tx, [row.origin, row.destination]);
          const planned = planDepartures(plannable(row, zones), salesWindow(now), now);
          return insertDepartures(tx, id, routeOf(row), seatsOf(row), planned);
        });
      }
      return created;
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
