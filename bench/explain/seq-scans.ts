import { addDays, todayInMadagascar } from '@madabook/contracts';
import { type Database, selectRows, type Transaction } from '@madabook/db';
import { type SQL, sql } from 'drizzle-orm';
import { bookingStatements, hotelAvailability, hotelSearch, searchDefaults } from '../queries/app-queries';
import type { Run, Statement } from '../queries/statement';

/** The tables that grow with the business: reading any of them whole is the bug this check finds. */
export const largeTables = ['booking', 'booking_room', 'room_night', 'room', 'hotel'] as const;

/**
 * Tables that grow with the catalogue but are empty or small in the bench data
 * set (it has no photos): there the planner rightly reads them whole, so they
 * are checked only with `assumeLargeTables`, where an index must serve them.
 */
export const catalogueTables = ['hotel_photo', 'room_photo', 'hotel_amenity'] as const;

/** The search endpoint's last page: past the end of any town's hotels. */
const pastTheLastPage = 1000;

/** The values the checked statements are planned with; drawn from the database when not given. */
export interface PlanSample {
  city: string;
  hotelId: string;
  roomIds: string[];
  checkIn: string;
  checkOut: string;
  userId: string;
}

export interface PlanCheckOptions {
  /**
   * Tables on which a sequential scan is reported; by default `largeTables`,
   * and `catalogueTables` too with `assumeLargeTables`.
   */
  tables?: readonly string[];
  /**
   * Plans with `enable_seqscan = off`, as if every table were large: on a small
   * test database the planner reads small tables whole even where an index
   * serves, and this shows whether one does. Leave it off on a seeded database.
   */
  assumeLargeTables?: boolean;
  sample?: Partial<PlanSample>;
}

export interface SeqScan {
  /** Which statement: `search`, `search:amenities`, `availability:calendar`, `booking:lock-rooms`… */
  query: string;
  table: string;
  /** The condition applied while scanning, when the plan shows one. */
  filter?: string;
}

export interface PlanCheckReport {
  seqScans: SeqScan[];
  plans: Array<{ query: string; statement: Statement; plan: unknown }>;
  sample: PlanSample;
}

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

function* planNodes(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* planNodes(child);
}

/** A caught statement as drizzle SQL again, so that it runs through either driver inside a transaction. */
function toSql(statement: Statement, prefix = ''): SQL {
  const chunks: SQL[] = [sql.raw(prefix)];
  statement.text.split(/\$(\d+)/).forEach((part, index) => {
    chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${sql.param(statement.params[Number(part) - 1])}`);
  });
  return sql.join(chunks);
}

/** Reads run for real (a later statement needs their rows); what writes or locks is only planned. */
const isPlainRead = (text: string) =>
  /^\s*(select|with)\b/i.test(text) &&
  !/\binsert\s+into\b|\bdelete\s+from\b|\bupdate\s+\S+\s+(\w+\s+)?set\b|\bfor\s+(no\s+key\s+)?update\b/i.test(
    text,
  );

async function drawSample(tx: Transaction, given: Partial<PlanSample>): Promise<PlanSample> {
  const [hotel] = await selectRows<{ id: string; city: string; room_ids: string[] }>(
    tx,
    sql`select h.id, h.city, array(select r.id from room r where r.hotel_id = h.id order by r.id) as room_ids
        from hotel h where not h.archived and exists (select 1 from room r where r.hotel_id = h.id)
        order by h.id limit 1`,
  );
  const [user] = await selectRows<{ id: string }>(tx, sql`select id from "user" order by id limit 1`);
  const checkIn = given.checkIn ?? addDays(todayInMadagascar(), 30);
  if (!hotel && !(given.hotelId && given.roomIds && given.city)) {
    throw new Error('findSeqScans needs a hotel with rooms in the database, or a sample');
  }
  return {
    city: given.city ?? hotel?.city ?? '',
    hotelId: given.hotelId ?? hotel?.id ?? '',
    roomIds: given.roomIds ?? hotel?.room_ids ?? [],
    checkIn,
    checkOut: given.checkOut ?? addDays(checkIn, 3),
    userId: given.userId ?? user?.id ?? 'nobody',
  };
}

/**
 * Plans (EXPLAIN, FORMAT JSON) the app's statements for a search (its town's
 * revision, its page, its count past the last page), a hotel's
 * availability (the hotel, its room types, their calendar and photos) and a
 * booking, and reports every sequential scan of a large table. Nothing is
 * written: writes and locks are planned, not run.
 */
export async function findSeqScans(db: Database, options: PlanCheckOptions = {}): Promise<PlanCheckReport> {
  const tables = new Set<string>(
    options.tables ?? (options.assumeLargeTables ? [...largeTables, ...catalogueTables] : largeTables),
  );
  return db.transaction(async (tx) => {
    if (options.assumeLargeTables) await tx.execute(sql`set local enable_seqscan = off`);
    const sample = await drawSample(tx, options.sample ?? {});
    const plans: PlanCheckReport['plans'] = [];
    const seqScans: SeqScan[] = [];

    /** Plans each statement under its name (with `context` after it), then runs it if it only reads. */
    const runIn =
      (context = ''): Run =>
      async (statement, name) => {
        const query = `${name}${context}`;
        const [row] = await selectRows<{ 'QUERY PLAN': unknown }>(
          tx,
          toSql(statement, 'explain (format json) '),
        );
        const raw = row?.['QUERY PLAN'];
        const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
        plans.push({ query, statement, plan });
        for (const node of planNodes(plan[0]?.Plan ?? {})) {
          const table = node['Relation Name'];
          if (node['Node Type'] === 'Seq Scan' && table && tables.has(table)) {
            seqScans.push({ query, table, ...(node.Filter ? { filter: node.Filter } : {}) });
          }
        }
        return isPlainRead(statement.text) ? selectRows(tx, toSql(statement)) : [];
      };

    const search = {
      city: sample.city,
      checkIn: sample.checkIn,
      checkOut: sample.checkOut,
      guests: 2,
      rooms: 1,
    };
    await hotelSearch(runIn(), { ...search, ...searchDefaults });
    // Past the last page, the search reads its first row again for the total.
    await hotelSearch(runIn(' (past the last page)'), {
      ...search,
      ...searchDefaults,
      page: pastTheLastPage,
    });
    await hotelAvailability(runIn(), sample.hotelId, sample.checkIn, sample.checkOut);
    for (const { name, statement } of await bookingStatements({ ...sample, roomIds: sample.roomIds })) {
      await runIn()(statement, name);
    }
    return { seqScans, plans, sample };
  });
}
