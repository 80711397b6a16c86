import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, selectRows } from './client';
import { migrateDatabase, migrationsFolder } from './migrate';

/** The committed migrations as they stood before the one called `tag`. */
function migrationsBefore(tag: string) {
  const folder = mkdtempSync(join(tmpdir(), 'madabook-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** Stays relative to today, so that the test holds on any day. */
const day = (offset: number) => sql`current_date + ${offset}::int`;

describe('the calendar migration', () => {
  let handle: DatabaseHandle;
  const folder = migrationsBefore('0003_calendar');
  afterAll(async () => {
    await handle?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('builds the calendar from the bookings already made, cancelled ones left out', async () => {
    handle = await openDatabase({ kind: 'pglite' });
    await migrateDatabase(handle, folder);
    const { db } = handle;
    await db.execute(sql`insert into hotel (id, name, slug, latitude, longitude, address, city, stars)
                         values ('h1', 'Hôtel', 'hotel', -18.9, 47.5, 'Rue 1', 'Antananarivo', 3)`);
    await db.execute(sql`insert into room (id, hotel_id, name, type, price_per_night, capacity, quantity)
                         values ('r1', 'h1', 'Double', 'DOUBLE', 100000, 2, 3),
                                ('r2', 'h1', 'Suite', 'SUITE', 300000, 4, 1)`);
    const stays = [
      { id: 'b1', status: 'CONFIRMED', from: 10, to: 13, lines: [['r1', 2]] },
      {
        id: 'b2',
        status: 'CONFIRMED',
        from: 12,
        to: 14,
        lines: [
          ['r1', 1],
          ['r2', 1],
        ],
      },
      { id: 'b3', status: 'CANCELLED', from: 10, to: 12, lines: [['r1', 1]] },
      { id: 'b4', status: 'COMPLETED', from: -5, to: -3, lines: [['r2', 1]] },
    ] as const;
    for (const stay of stays) {
      await db.execute(sql`insert into booking (id, reference, status, total_amount, guest_name, guest_phone,
                             guest_email, hotel_id, hotel_name, check_in, check_out, guests)
                           values (${stay.id}, ${`MB-${stay.id}`}, ${stay.status}, 1, 'Soa', '+261330000000',
                                   'soa@example.mg', 'h1', 'Hôtel', ${day(stay.from)}, ${day(stay.to)}, 2)`);
      for (const [roomId, quantity] of stay.lines) {
        await db.execute(sql`insert into booking_room (id, booking_id, room_id, room_name, room_type, quantity,
                               price_per_night, nights, subtotal)
                             values (${`${stay.id}-${roomId}`}, ${stay.id}, ${roomId}, 'Room', 'DOUBLE',
                                     ${quantity}, 100000, ${stay.to - stay.from}, 1)`);
      }
    }

    await migrateDatabase(handle);

    const calendar = await selectRows<{ room_id: string; offset: number; sold: number; for_sale: number }>(
      db,
      sql`select room_id, (night - current_date)::int as offset, sold, for_sale
          from room_night order by room_id, night`,
    );
    expect(calendar).toEqual([
      { room_id: 'r1', offset: 10, sold: 2, for_sale: 3 },
      { room_id: 'r1', offset: 11, sold: 2, for_sale: 3 },
      { room_id: 'r1', offset: 12, sold: 3, for_sale: 3 },
      { room_id: 'r1', offset: 13, sold: 1, for_sale: 3 },
      { room_id: 'r2', offset: -5, sold: 1, for_sale: 1 },
      { room_id: 'r2', offset: -4, sold: 1, for_sale: 1 },
      { room_id: 'r2', offset: 12, sold: 1, for_sale: 1 },
      { room_id: 'r2', offset: 13, sold: 1, for_sale: 1 },
    ]);
    const prices = await selectRows<{ id: string; night_prices: number[] }>(
      db,
      sql`select id, night_prices from booking_room where id = 'b2-r1'`,
    );
    expect(prices).toEqual([{ id: 'b2-r1', night_prices: [100000, 100000] }]);
  });
});
