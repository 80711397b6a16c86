import {
  type FlightInstance,
  type flightInstanceListQuerySchema,
  type flightInstanceTimesSchema,
  type Paginated,
  todayInMadagascar,
} from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { pageOf, pageWindow } from '../../lib/pagination';
import { airlineCodesReached, type Scope } from '../../lib/scope';
import { localIsoString } from '../../lib/time-zones';
import type { MailRecipient } from '../../mail/mail.types';
import { enqueueMail } from '../../mail/outbox';
import type { Actor, AuditService } from '../audit/audit.service';
import { type FlightInstants, flightInstants, flightTimeIssue } from './departure-plan';
import {
  type DepartureRow,
  findDeparture,
  listDepartures,
  markDepartureCancelled,
  passengerCounts,
  seatsOf,
  setDepartureTimes,
} from './departures.repo';
import { unprocessable } from './flight-errors';
import type { BrokenConnection, DepartureBookings } from './flight-reservations';
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
  departureBookings: DepartureBookings;
  /** The airline's owners and managers who take its mails, read in the caller's transaction. */
  airlineMailRecipients: (tx: Transaction, airlineCode: string) => Promise<MailRecipient[]>;
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

  /** Tells the airline's owners and managers, each in their language, of the connections its new times break. */
  async function tellAirline(
    tx: Transaction,
    departure: DepartureRow,
    instants: FlightInstants,
    connections: BrokenConnection[],
  ) {
    if (connections.length === 0) return 0;
    const recipients = await deps.airlineMailRecipients(tx, departure.airline.code);
    for (const to of recipients) {
      await enqueueMail(tx, {
        to,
        template: 'flight-connections-broken',
        data: {
          airlineName: departure.airline.name,
          flightNumber: flightCode(departure.airline.code, departure.flightNumber),
          from: { code: departure.origin, city: departure.originCity },
          to: { code: departure.destination, city: departure.destinationCity },
          departure: localIsoString(instants.departureAt, departure.originZone),
          arrival: localIsoString(instants.arrivalAt, departure.destinationZone),
          connections,
          url: `${deps.appUrl}/partner`,
        },
      });
    }
    return recipients.length;
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
     * New local times for one departure, on its own date. The active bookings on it follow, with
     * everything that depends on the times; each contact gets a mail with the new times, and the
     * airline's owners and managers one listing the connections they break.
     */
    async changeTimes(
      actor: Actor,
      id: string,
      times: DepartureTimes,
      airline?: string,
    ): Promise<FlightInstance> {
      const airlineCodes = airlineCodesReached(actor.scope, airline, 'schedules');
      const now = deps.now();
      const { instance, mailed } = await db.transaction(async (tx) => {
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
        const { told, brokenConnections } = await deps.departureBookings.followDepartureTimes(
          tx,
          id,
          instants,
        );
        const airlineTold = await tellAirline(tx, before, instants, brokenConnections);
        await audit.record(tx, actor, {
          action: `${entityType}.times`,
          entityType,
          entityId: id,
          before: { departureAt: before.departureAt, arrivalAt: before.arrivalAt },
          after: {
            ...instants,
            bookingsTold: told,
            connectionsBroken: brokenConnections.map((connection) => connection.reference),
          },
          airlineCode: before.airline.code,
        });
        const after = (await findDeparture(tx, id)) as DepartureRow;
        return { instance: (await present([after], tx))[0] as FlightInstance, mailed: told + airlineTold };
      });
      if (mailed > 0) deps.onMailQueued();
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
        const cancelledBookings = await deps.departureBookings.cancelBookingsOnDeparture(tx, id, actor);
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
