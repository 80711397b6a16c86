import { type Database, schema, selectRows } from '@madabook/db';
import { sql } from 'drizzle-orm';
import { calendarRows } from '../modules/calendar/calendar.repo';

const { booking, bookingRoom } = schema;

/** Rooms sold per room type and night, counted from the bookings themselves: "roomId night" → sold. */
export async function soldFromBookings(db: Database, roomIds: readonly string[], from: string, to: string) {
  const rows = await selectRows<{ room_id: string; night: string; sold: number }>(
    db,
    sql`select br.room_id, to_char(night, 'YYYY-MM-DD') as night, sum(br.quantity)::int as sold
        from ${bookingRoom} br
        join ${booking} b on b.id = br.booking_id
        cross join lateral generate_series(greatest(b.check_in, ${from}::date),
                                           least(b.check_out, ${to}::date) - 1, interval '1 day') as night
        where b.status in ('CONFIRMED', 'COMPLETED', 'PENDING_PAYMENT') and b.check_in < ${to}::date and b.check_out > ${from}::date
          and br.room_id in (${sql.join(
            roomIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        group by br.room_id, night`,
  );
  return new Map(
    rows.filter((row) => row.sold > 0).map((row) => [`${row.room_id} ${row.night}`, Number(row.sold)]),
  );
}

/** Rooms sold per room type and night as the calendar has them, in the same shape. */
export async function soldInCalendar(db: Database, roomIds: readonly string[], from: string, to: string) {
  const rows = await calendarRows(db, roomIds, from, to);
  return new Map(
    rows.filter((row) => row.sold > 0).map((row) => [`${row.roomId} ${row.night}`, Number(row.sold)]),
  );
}
