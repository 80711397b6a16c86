import type {
  Airline,
  Airport,
  airlineInputSchema,
  airlineUpdateSchema,
  airportInputSchema,
  airportUpdateSchema,
} from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import type { z } from 'zod';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import type { Actor, AuditService } from '../audit/audit.service';
import {
  type AirlineRow,
  type AirportRow,
  airlineInUse,
  airportInUse,
  deleteAirline,
  deleteAirport,
  findAirline,
  findAirport,
  insertAirline,
  insertAirport,
  listAirlines,
  listAirports,
  updateAirline,
  updateAirport,
} from './network.repo';

export const toAirport = (row: AirportRow): Airport => ({
  code: row.code,
  name: row.name,
  city: row.city,
  country: row.country,
  timeZone: row.timeZone,
  latitude: row.latitude,
  longitude: row.longitude,
});

export const toAirline = (row: Pick<AirlineRow, 'code' | 'name' | 'color'>): Airline => ({
  code: row.code,
  name: row.name,
  color: row.color,
});

const inUse = () => new AppError('FLIGHT_DATA_IN_USE');

/**
 * The same create, read, update, delete for airports and airlines: both are
 * keyed by their code, audited, and kept while schedules or bookings name them.
 */
function codedCatalogue<Row, View, Input extends { code: string }, Update>(spec: {
  entityType: string;
  alreadyExists: 'AIRPORT_ALREADY_EXISTS' | 'AIRLINE_ALREADY_EXISTS';
  view: (row: Row) => View;
  list: (db: Database) => Promise<Row[]>;
  find: (db: Database | Transaction, code: string, options?: { lock?: boolean }) => Promise<Row | undefined>;
  insert: (tx: Transaction, input: Input) => Promise<Row>;
  update: (tx: Transaction, code: string, input: Update) => Promise<Row | undefined>;
  remove: (tx: Transaction, code: string) => Promise<void>;
  inUse: (tx: Transaction, code: string) => Promise<boolean>;
  db: Database;
  audit: AuditService;
}) {
  const { db, audit, entityType } = spec;
  const found = async (tx: Database | Transaction, code: string, lock = false) => {
    const row = await spec.find(tx, code.toUpperCase(), { lock });
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };
  return {
    list: async () => (await spec.list(db)).map(spec.view),
    get: async (code: string) => spec.view(await found(db, code)),

    async create(actor: Actor, input: Input): Promise<View> {
      try {
        return await db.transaction(async (tx) => {
          const created = await spec.insert(tx, input);
          await audit.record(tx, actor, {
            action: `${entityType}.create`,
            entityType,
            entityId: input.code,
            after: created,
          });
          return spec.view(created);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(spec.alreadyExists);
        throw error;
      }
    },

    update(actor: Actor, code: string, input: Update): Promise<View> {
      return db.transaction(async (tx) => {
        const before = await found(tx, code, true);
        const after = (await spec.update(tx, code.toUpperCase(), input)) ?? before;
        await audit.record(tx, actor, {
          action: `${entityType}.update`,
          entityType,
          entityId: code.toUpperCase(),
          before,
          after,
        });
        return spec.view(after);
      });
    },

    async remove(actor: Actor, code: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const before = await found(tx, code, true);
          if (await spec.inUse(tx, code.toUpperCase())) throw inUse();
          await spec.remove(tx, code.toUpperCase());
          await audit.record(tx, actor, {
            action: `${entityType}.delete`,
            entityType,
            entityId: code.toUpperCase(),
            before,
          });
        });
      } catch (error) {
        // A schedule created meanwhile still names it.
        if (isForeignKeyViolation(error)) throw inUse();
        throw error;
      }
    },
  };
}

/** Airports and airlines, the network's reference data. */
export function createNetworkService(deps: { db: Database; audit: AuditService }) {
  return {
    airports: codedCatalogue<
      AirportRow,
      Airport,
      z.output<typeof airportInputSchema>,
      z.output<typeof airportUpdateSchema>
    >({
      ...deps,
      entityType: 'airport',
      alreadyExists: 'AIRPORT_ALREADY_EXISTS',
      view: toAirport,
      list: listAirports,
      find: findAirport,
      insert: insertAirport,
      update: updateAirport,
      remove: deleteAirport,
      inUse: airportInUse,
    }),
    airlines: codedCatalogue<
      AirlineRow,
      Airline,
      z.output<typeof airlineInputSchema>,
      z.output<typeof airlineUpdateSchema>
    >({
      ...deps,
      entityType: 'airline',
      alreadyExists: 'AIRLINE_ALREADY_EXISTS',
      view: toAirline,
      list: listAirlines,
      find: findAirline,
      insert: insertAirline,
      update: updateAirline,
      remove: deleteAirline,
      inUse: airlineInUse,
    }),
  };
}

export type NetworkService = ReturnType<typeof createNetworkService>;
