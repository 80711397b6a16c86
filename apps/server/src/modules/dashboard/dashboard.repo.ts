import { type Database, schema } from '@madabook/db';
import { eq, type SQL, sql } from 'drizzle-orm';

const { hotel, room, user, betaAccess, mailMessage } = schema;

/** count(*) of the rows matching `condition`, as a number. */
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const countAll = () => sql<number>`count(*)`.mapWith(Number);

export async function hotelFigures(db: Database) {
  const [row] = await db
    .select({ active: countWhere(sql`not ${hotel.archived}`), archived: countWhere(sql`${hotel.archived}`) })
    .from(hotel);
  return row ?? { active: 0, archived: 0 };
}

/** The rooms that can be sold: those of hotels that are not archived. */
export async function roomFigures(db: Database) {
  const [row] = await db
    .select({
      types: countAll(),
      total: sql<number>`coalesce(sum(${room.quantity}), 0)`.mapWith(Number),
    })
    .from(room)
    .innerJoin(hotel, eq(hotel.id, room.hotelId))
    .where(eq(hotel.archived, false));
  return row ?? { types: 0, total: 0 };
}

export async function userFigures(db: Database, since: Date) {
  const [row] = await db
    .select({
      total: countAll(),
      // Roles are kept comma-joined, e.g. "ADMIN,USER".
      admins: countWhere(sql`${'ADMIN'} = any(string_to_array(${user.role}, ','))`),
      newLast7Days: countWhere(sql`${user.createdAt} >= ${since}`),
    })
    .from(user);
  return row ?? { total: 0, admins: 0, newLast7Days: 0 };
}

export async function betaAccessFigures(db: Database, since: Date) {
  const [row] = await db
    .select({ total: countAll(), last7Days: countWhere(sql`${betaAccess.createdAt} >= ${since}`) })
    .from(betaAccess);
  return row ?? { total: 0, last7Days: 0 };
}

export async function mailFigures(db: Database) {
  const [row] = await db
    .select({
      queued: countWhere(eq(mailMessage.status, 'queued')),
      sending: countWhere(eq(mailMessage.status, 'sending')),
      error: countWhere(eq(mailMessage.status, 'error')),
    })
    .from(mailMessage);
  return row ?? { queued: 0, sending: 0, error: 0 };
}

const { booking, bookingRoom } = schema;

export async function bookingFigures(db: Database, today: string, since: Date) {
  const [row] = await db
    .select({
      upcoming: countWhere(sql`${booking.status} = 'CONFIRMED' and ${booking.checkOut} > ${today}::date`),
      createdLast7Days: countWhere(sql`${booking.createdAt} >= ${since}`),
      cancelledLast7Days: countWhere(
        sql`${booking.status} = 'CANCELLED' and ${booking.cancelledAt} >= ${since}`,
      ),
    })
    .from(booking);
  return row ?? { upcoming: 0, createdLast7Days: 0, cancelledLast7Days: 0 };
}

/** What the bookings made in the window are worth, cancellations left out. */
export async function revenueFigures(db: Database, since: Date) {
  const [row] = await db
    .select({
      bookedLast30Days:
        sql<number>`coalesce(sum(${booking.totalAmount}) filter (where ${booking.status} <> 'CANCELLED' and ${booking.createdAt} >= ${since}), 0)`.mapWith(
          Number,
        ),
    })
    .from(booking);
  return row ?? { bookedLast30Days: 0 };
}

/** Room-nights sold over room-nights for sale in [from, to), across active hotels. */
export async function occupancyFigures(db: Database, from: string, to: string) {
  const [sold] = await db
    .select({
      value:
        sql<number>`coalesce(sum(${bookingRoom.quantity} * greatest(0, least(${booking.checkOut}, ${to}::date) - greatest(${booking.checkIn}, ${from}::date))), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookingRoom)
    .innerJoin(booking, eq(booking.id, bookingRoom.bookingId))
    .where(
      sql`${booking.status} in ('CONFIRMED', 'COMPLETED') and ${booking.checkIn} < ${to}::date and ${booking.checkOut} > ${from}::date`,
    );
  const [offered] = await db
    .select({
      value: sql<number>`coalesce(sum(${room.quantity}), 0) * (${to}::date - ${from}::date)`.mapWith(Number),
    })
    .from(room)
    .innerJoin(hotel, eq(hotel.id, room.hotelId))
    .where(eq(hotel.archived, false));
  const roomNightsSold = sold?.value ?? 0;
  const roomNightsOffered = offered?.value ?? 0;
  return {
    roomNightsSold,
    roomNightsOffered,
    rate: roomNightsOffered > 0 ? Math.round((roomNightsSold / roomNightsOffered) * 1000) / 1000 : 0,
  };
}
