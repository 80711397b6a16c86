import type { BookingSource } from '@madabook/contracts';
import { type Database, schema, selectRows } from '@madabook/db';
import { type SQL, sql } from 'drizzle-orm';

const { booking, bookingRoom, room, roomNight } = schema;

/** What the query counts for one night and one source; ratios are the service's. */
export interface ReportCounts {
  night: string;
  source: BookingSource;
  /** The night's, whatever the source. */
  available: number;
  sold: number;
  revenue: number;
  cancellations: number;
  cancelledRoomNights: number;
  noShows: number;
  noShowRoomNights: number;
}

/** `column` among the hotels, or every hotel when `hotelIds` is undefined (the platform). */
function inHotels(column: SQL, hotelIds: readonly string[] | undefined): SQL {
  if (hotelIds === undefined) return sql`true`;
  if (hotelIds.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    hotelIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * Every night of [from, to] (both included) by booking source, in one statement: rooms for sale
 * from the room types and their calendar rows, room nights sold and their prices from the bookings'
 * rooms, cancellations and no-shows by arrival night. Narrowed to `hotelIds` inside each part
 * (by hotel through `room_hotel_idx` and `booking_hotel_stay_idx`); undefined reads every hotel.
 */
export async function reportCounts(
  db: Database,
  hotelIds: readonly string[] | undefined,
  from: string,
  to: string,
): Promise<ReportCounts[]> {
  const rows = await selectRows<Record<keyof ReportCounts, string | number>>(
    db,
    sql`with capacity as (
          select coalesce(sum(r.quantity), 0)::int as rooms from ${room} r
          where ${inHotels(sql`r.hotel_id`, hotelIds)}
        ),
        -- A night with a calendar row sells its rooms for sale (none when closed) instead of the quantity.
        adjustments as (
          select rn.night, sum(case when rn.closed then 0 else rn.for_sale end - r.quantity)::int as delta
          from ${room} r join ${roomNight} rn on rn.room_id = r.id
          where ${inHotels(sql`r.hotel_id`, hotelIds)} and rn.night between ${from}::date and ${to}::date
          group by rn.night
        ),
        -- i: the night's index in the stay, which is also its price's in night_prices (from 1).
        sold as (
          select b.check_in + i as night, b.source, sum(br.quantity)::int as sold,
                 sum(br.quantity::bigint * coalesce(br.night_prices[i + 1], 0))::bigint as revenue
          from ${booking} b
          join ${bookingRoom} br on br.booking_id = b.id
          cross join lateral generate_series(greatest(b.check_in, ${from}::date) - b.check_in,
                                             least(b.check_out - 1, ${to}::date) - b.check_in) as i
          where ${inHotels(sql`b.hotel_id`, hotelIds)} and b.kind = 'HOTEL'
            and b.status in ('CONFIRMED', 'COMPLETED')
            and b.check_in <= ${to}::date and b.check_out > ${from}::date
          group by 1, 2
        ),
        lost as (
          select b.check_in as night, b.source,
                 count(*) filter (where b.status = 'CANCELLED')::int as cancellations,
                 coalesce(sum(lines.room_nights) filter (where b.status = 'CANCELLED'), 0)::int as cancelled_room_nights,
                 count(*) filter (where b.status = 'NO_SHOW')::int as no_shows,
                 coalesce(sum(lines.room_nights) filter (where b.status = 'NO_SHOW'), 0)::int as no_show_room_nights
          from ${booking} b
          cross join lateral (
            select coalesce(sum(br.quantity), 0) * (b.check_out - b.check_in) as room_nights
            from ${bookingRoom} br where br.booking_id = b.id
          ) lines
          where ${inHotels(sql`b.hotel_id`, hotelIds)} and b.kind = 'HOTEL'
            and b.status in ('CANCELLED', 'NO_SHOW')
            and b.check_in between ${from}::date and ${to}::date
          group by 1, 2
        )
        select to_char(${from}::date + n, 'YYYY-MM-DD') as night, s.source::text as source,
               capacity.rooms + coalesce(a.delta, 0) as available,
               coalesce(sold.sold, 0) as sold, coalesce(sold.revenue, 0) as revenue,
               coalesce(lost.cancellations, 0) as cancellations,
               coalesce(lost.cancelled_room_nights, 0) as "cancelledRoomNights",
               coalesce(lost.no_shows, 0) as "noShows",
               coalesce(lost.no_show_room_nights, 0) as "noShowRoomNights"
        from generate_series(0, ${to}::date - ${from}::date) as n
        cross join unnest(enum_range(null::booking_source)) as s(source)
        cross join capacity
        left join adjustments a on a.night = ${from}::date + n
        left join sold on sold.night = ${from}::date + n and sold.source = s.source
        left join lost on lost.night = ${from}::date + n and lost.source = s.source
        order by n, s.source`,
  );
  // Sums come back as strings (bigint) or numbers depending on the driver.
  return rows.map((row) => ({
    night: String(row.night),
    source: row.source as BookingSource,
    available: Number(row.available),
    sold: Number(row.sold),
    revenue: Number(row.revenue),
    cancellations: Number(row.cancellations),
    cancelledRoomNights: Number(row.cancelledRoomNights),
    noShows: Number(row.noShows),
    noShowRoomNights: Number(row.noShowRoomNights),
  }));
}
