import { type Database, schema, selectRows } from '@madabook/db';
import { sql } from 'drizzle-orm';
import { soldFromBookings, soldInCalendar } from '../../apps/server/src/test/calendar-recount';
import { seatsFromBookings, seatsSold } from '../../apps/server/src/test/flight-seats';

const { booking, bookingFlight, bookingPassenger, bookingRoom, flightSeat, mailMessage, roomNight } = schema;

/** The mail a booking confirmed at once sends, by kind. */
export const confirmationTemplates = { HOTEL: 'booking-confirmed', FLIGHT: 'flight-booked' } as const;

/**
 * Bookings written in part, each with what it lacks: a stay without its rooms, a journey without
 * its flights or passengers, a confirmed booking without its confirmation in the outbox.
 */
export async function halfWrittenBookings(db: Database) {
  const rows = await selectRows<{
    reference: string;
    kind: 'HOTEL' | 'FLIGHT';
    status: string;
    rooms: boolean;
    flights: boolean;
    passengers: boolean;
    mail: boolean;
  }>(
    db,
    sql`select b.reference, b.kind, b.status,
          exists (select 1 from ${bookingRoom} r where r.booking_id = b.id) as rooms,
          exists (select 1 from ${bookingFlight} f where f.booking_id = b.id) as flights,
          exists (select 1 from ${bookingPassenger} p where p.booking_id = b.id) as passengers,
          exists (select 1 from ${mailMessage} m
                   where m.template = case b.kind when 'HOTEL' then ${confirmationTemplates.HOTEL}
                                                  else ${confirmationTemplates.FLIGHT} end
                     and position(b.reference in m.subject) > 0) as mail
        from ${booking} b`,
  );
  return rows
    .map((row) => {
      const lacks = [
        ...(row.kind === 'HOTEL' && !row.rooms ? ['rooms'] : []),
        ...(row.kind === 'FLIGHT' && !row.flights ? ['flights'] : []),
        ...(row.kind === 'FLIGHT' && !row.passengers ? ['passengers'] : []),
        ...(row.status === 'CONFIRMED' && !row.mail ? ['confirmation mail'] : []),
      ];
      return { reference: row.reference, lacks };
    })
    .filter((row) => row.lacks.length > 0);
}

/** Nights and cabins with more sold than for sale: the CHECK constraints forbid them, the test makes sure. */
export function oversoldInventory(db: Database) {
  return selectRows<{ what: string; sold: number; forSale: number }>(
    db,
    sql`select 'room ' || room_id || ' ' || night as what, sold, for_sale as "forSale"
          from ${roomNight} where sold > for_sale
        union all
        select 'flight ' || instance_id || ' ' || cabin, sold, for_sale
          from ${flightSeat} where sold > for_sale`,
  );
}

/** What the inventory says is sold, beside what the bookings themselves hold: equal when nothing drifted. */
export async function inventoryAndRecount(
  db: Database,
  stock: { roomIds: string[]; from: string; to: string; instanceIds: string[] },
) {
  const { roomIds, from, to, instanceIds } = stock;
  return {
    inventory: {
      nights: Object.fromEntries(await soldInCalendar(db, roomIds, from, to)),
      seats: await Promise.all(instanceIds.map((id) => seatsSold(db, id))),
    },
    recount: {
      nights: Object.fromEntries(await soldFromBookings(db, roomIds, from, to)),
      seats: await Promise.all(instanceIds.map((id) => seatsFromBookings(db, id))),
    },
  };
}
