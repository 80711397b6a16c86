import { type Database, schema, type Transaction } from '@madabook/db';
import { and, count, eq, gt, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { sortBy } from '../../lib/list-query';

const { flightSchedule, flightInstance } = schema;
type Db = Database | Transaction;

export type ScheduleRow = typeof flightSchedule.$inferSelect;
export type ScheduleValues = Omit<typeof flightSchedule.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface ScheduleFilter {
  origin?: string | undefined;
  destination?: string | undefined;
  airlineCode?: string | undefined;
  q?: string | undefined;
  /** The airlines the caller reaches; undefined for the platform. */
  airlineCodes?: string[] | undefined;
}

const ofAirlines = (codes: string[] | undefined) =>
  codes ? inArray(flightSchedule.airlineCode, codes) : undefined;

function scheduleConditions(filter: ScheduleFilter): SQL | undefined {
  return and(
    filter.origin ? eq(flightSchedule.origin, filter.origin) : undefined,
    filter.destination ? eq(flightSchedule.destination, filter.destination) : undefined,
    filter.airlineCode ? eq(flightSchedule.airlineCode, filter.airlineCode) : undefined,
    ofAirlines(filter.airlineCodes),
    // "MW 102", "MW102" or "102" all find flight MW 102.
    filter.q
      ? sql`replace(${flightSchedule.airlineCode} || ${flightSchedule.flightNumber}, ' ', '') ilike ${`%${filter.q.replace(/[\s\\%_]/g, '')}%`}`
      : undefined,
  );
}

export async function listSchedules(
  db: Db,
  filter: ScheduleFilter,
  page: { offset: number; limit: number; order: 'asc' | 'desc' },
) {
  const where = scheduleConditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(flightSchedule)
      .where(where)
      .orderBy(
        sortBy(flightSchedule.airlineCode, page.order),
        sql`lpad(${flightSchedule.flightNumber}, 4, '0') ${sql.raw(page.order)}`,
        flightSchedule.id,
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(flightSchedule).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** One schedule, when it belongs to one of `options.airlineCodes` (any airline's when undefined). */
export async function findSchedule(
  db: Db,
  id: string,
  options: { lock?: boolean; airlineCodes?: string[] | undefined } = {},
) {
  const query = db
    .select()
    .from(flightSchedule)
    .where(and(eq(flightSchedule.id, id), ofAirlines(options.airlineCodes)));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function insertSchedule(db: Db, row: ScheduleValues & { id: string }) {
  const [created] = await db.insert(flightSchedule).values(row).returning();
  return created as ScheduleRow;
}

export async function updateSchedule(db: Db, id: string, values: ScheduleValues) {
  const [updated] = await db.update(flightSchedule).set(values).where(eq(flightSchedule.id, id)).returning();
  return updated as ScheduleRow;
}

export async function deleteSchedule(db: Db, id: string) {
  await db.delete(flightSchedule).where(eq(flightSchedule.id, id));
}

/** Departures each schedule still has to fly (not cancelled, leaving after `now`). */
export async function upcomingDepartureCounts(db: Db, scheduleIds: readonly string[], now: Date) {
  if (scheduleIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ scheduleId: flightInstance.scheduleId, value: count() })
    .from(flightInstance)
    .where(
      and(
        inArray(flightInstance.scheduleId, [...scheduleIds]),
        eq(flightInstance.status, 'SCHEDULED'),
        gt(flightInstance.departureAt, now),
      ),
    )
    .groupBy(flightInstance.scheduleId);
  return new Map(rows.map((row) => [row.scheduleId, row.value]));
}

/** Schedules that still fly on or after `today`: those the daily job extends. */
export async function activeScheduleIds(db: Db, today: string) {
  const rows = await db
    .select({ id: flightSchedule.id })
    .from(flightSchedule)
    .where(gte(flightSchedule.validTo, today))
    .orderBy(flightSchedule.id);
  return rows.map((row) => row.id);
}
