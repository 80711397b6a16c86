import {
  type FlightInstance,
  type flightInstanceListQuerySchema,
  type flightInstanceTimesSchema,
  languageOrDefault,
  type Paginated,
  todayInMadagascar,
} from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { pageOf, pageWindow } from '../../lib/pagination';
import { airlineCodesReached, type Scope } from '../../lib/scope';
import { localIsoString } from '../../lib/time-zones';
import { enqueueMail } from '../../mail/outbox';
import type { Actor, AuditService } from '../audit/audit.service';
import { flightInstants, flightTimeIssue } from './departure-plan';
import {
  type DepartureRow,
  findDeparture,
  listDepartures,
  markDepartureCancelled,
  moveBookedFlights,
  passengerCounts,
  seatsOf,
  setDepartureTimes,
} from './departures.repo';
import { unprocessable } from './flight-errors';
import type { AirlineCancellations } from './flight-reservations';
import { flightCode, toFlightInstance } from './flight-views';

type DepartureListQuery = z.output<typeof flightInstanceListQuerySchema>;
type DepartureTimes = z.output<typeof flightInstanceTimesSchema>;

const entityType = 'flight-instance';

/**
 * Departures one by one, as the back office and each airline run them: load, new times,
 * cancellation. Every method takes the caller's scope (an actor's) and, on an airline's partner
 * path, that airline's code: the departures reached are then that airline's only.
 */
export function createDepartureService(deps: {
  db: Database;
  audit: AuditService;
  appUrl: string;
  airlineCancellations: AirlineCancellations;
  onMailQueued: () => void;
  now: () => Date;
}) {
  const { db, audit } = deps;

  async function present(rows: DepartureRow[], tx: Database | Transaction = db): Promise<FlightInstance[]> {
    const ids = rows.map((row) => row.id);
    const [seats, passengers] = await Promise.all([seatsOf(tx, ids), passengerCounts(tx, ids)]);
    return rows.map((row) =>
      toFlightInstance(
        row,
        seats.filter((seat) => seat.instanceId === row.id),
        passengers.get(row.id) ?? 0,
      ),
    );
  }

  /** A departure the caller may still change: of an airline it reaches, not cancelled, not left. */
  async function changeable(tx: Transaction, id: string, now: Date, airlineCodes: string[] | undefined) {
    const row = await findDeparture(tx, id, { lock: true, airlineCodes });
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'CANCELLED') throw new AppError('CONFLICT', 'This departure is already cancelled');
    if (row.departureAt <= now) throw new AppError('CONFLICT', 'This departure has already left');
    return row;
  }

  return {
    async list(
      scope: Scope,
      query: DepartureListQuery,
      airline?: string,
    ): Promise<Paginated<FlightInstance>> {
      const airlineCodes = airlineCodesReached(scope, airline, 'schedules');
      const filter = { ...query, airlineCodes, from: query.from ?? todayInMadagascar(deps.now()) };
      const { rows, total } = await listDepartures(db, filter, { ...pageWindow(query), order: query.order });
      return pageOf(await present(rows), total, query);
    },

    /**
     * New local times for one departure, on its own date. The confirmed
     * bookings on it keep up, and each contact gets a mail with the new times.
     */
    async changeTimes(
      actor: Actor,
      id: string,
      times: DepartureTimes,
      airline?: string,
    ): Promise<FlightInstance> {
      const airlineCodes = airlineCodesReached(actor.scope, airline, 'schedules');
      const now = deps.now();
      const { instance, told } = await db.transaction(async (tx) => {
        const before = await changeable(tx, id, now, airlineCodes);
        const instants = flightInstants(before.departureDate, {
          ...times,
          originZone: before.originZone,
          destinationZone: before.destinationZone,
        });
        const issue = flightTimeIssue(instants);
        if (issue) throw unprocessable([issue]);
        if (instants.departureAt <= now) {
          throw unprocessable([{ path: 'departureTime', message: 'The new departure time is already past' }]);
        }
        await setDepartureTimes(tx, id, instants);
        const bookings = await moveBookedFlights(tx, id, instants);
        const departure = localIsoString(instants.departureAt, before.originZone);
        const arrival = localIsoString(instants.arrivalAt, before.destinationZone);
        for (const booking of bookings) {
          await enqueueMail(tx, {
            to: { email: booking.email, language: languageOrDefault(booking.language) },
            template: 'flight-times-changed',
            data: {
              reference: booking.reference,
              flightNumber: flightCode(before.airline.code, before.flightNumber),
              from: { code: before.origin, city: before.originCity },
              to: { code: before.destination, city: before.destinationCity },
              departure,
              arrival,
              url: `${deps.appUrl}/account/trips/${booking.bookingId}`,
            },
          });
        }
        await audit.record(tx, actor, {
          action: `${entityType}.times`,
          entityType,
          entityId: id,
          before: { departureAt: before.departureAt, arrivalAt: before.arrivalAt },
          after: { ...instants, bookingsTold: bookings.length },
          airlineCode: before.airline.code,
        });
        const after = (await findDeparture(tx, id)) as DepartureRow;
        return { instance: (await present([after], tx))[0] as FlightInstance, told: bookings.length };
      });
      if (told > 0) deps.onMailQueued();
      return instance;
    },

    /** Cancels a departure and, in the same transaction, every booking on it (the booking core tells them). */
    async cancel(
      actor: Actor,
      id: string,
      airline?: string,
    ): Promise<{ instance: FlightInstance; cancelledBookings: number }> {
      const airlineCodes = airlineCodesReached(actor.scope, airline, 'schedules');
      const now = deps.now();
      const result = await db.transaction(async (tx) => {
        const before = await changeable(tx, id, now, airlineCodes);
        await markDepartureCancelled(tx, id, now);
        const cancelledBookings = await deps.airlineCancellations.cancelBookingsOnDeparture(tx, id, actor);
        await audit.record(tx, actor, {
          action: `${entityType}.cancel`,
          entityType,
          entityId: id,
          before: { status: 'SCHEDULED' },
          after: { status: 'CANCELLED', cancelledBookings },
          airlineCode: before.airline.code,
        });
        const after = (await findDeparture(tx, id)) as DepartureRow;
        return { instance: (await present([after], tx))[0] as FlightInstance, cancelledBookings };
      });
      if (result.cancelledBookings > 0) deps.onMailQueued();
      return result;
    },
  };
}

export type DepartureService = ReturnType<typeof createDepartureService>;
