import type { DatabaseHandle } from '@madabook/db';
import { createPostgresTestDatabase, createTestDatabase, testPostgresUrl } from '@madabook/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed/seed-database';
import { findSeqScans } from './seq-scans';

/** Every statement the app sends for a search (first page, and past the last), an availability and a booking. */
const planned = [
  'search:town-revision',
  'search',
  'search:town-revision (past the last page)',
  'search (past the last page)',
  'search:count (past the last page)',
  'availability:hotel',
  'availability:rooms',
  'availability:calendar',
  'availability:room-photos',
  'booking:hotel',
  'booking:idempotency-key',
  'booking:lock-rooms',
  'booking:calendar',
  'booking:take-rooms#1',
  'booking:take-rooms#2',
];

describe('query plans of search, availability and booking', () => {
  let handle: DatabaseHandle | undefined;
  afterAll(() => handle?.close());

  it.skipIf(!testPostgresUrl)(
    'are index-based on PostgreSQL with the generated catalogue of 2,000 hotels',
    async () => {
      handle = await createPostgresTestDatabase(testPostgresUrl as string, 4);
      await seedDatabase(handle, { hotels: 2000, bookings: 40_000 });
      await handle.db.execute(sql`analyze`);
      const report = await findSeqScans(handle.db);
      expect(report.plans.map((plan) => plan.query)).toEqual(planned);
      expect(report.seqScans).toEqual([]);
    },
  );
});

describe('query plans on the embedded database', () => {
  let handle: DatabaseHandle | undefined;
  afterAll(() => handle?.close());

  it('have an index for every large table they read, however small the data', async () => {
    handle = await createTestDatabase();
    await seedDatabase(handle, { hotels: 40, bookings: 1500 });
    const report = await findSeqScans(handle.db, { assumeLargeTables: true });
    expect(report.plans.map((plan) => plan.query)).toEqual(planned);
    expect(report.seqScans).toEqual([]);
  });
});
