import { addDays, todayInMadagascar } from '@madabook/contracts';
import { type Database, schema } from '@madabook/db';
import { newId } from '../lib/ids';

type HotelRow = typeof schema.hotel.$inferInsert;
type RoomRow = typeof schema.room.$inferInsert;

/** A stay starting `daysFromNow` days from today in Madagascar, for `nights` nights. */
export function stay(daysFromNow: number, nights: number) {
  const checkIn = addDays(todayInMadagascar(), daysFromNow);
  return { checkIn, checkOut: addDays(checkIn, nights) };
}

/**
 * A hotel with its rooms written straight to the database (one double room
 * unless `rooms` says otherwise), for tests about what happens around the catalogue.
 */
export async function insertHotel(
  db: Database,
  overrides: Partial<Omit<HotelRow, 'id'>> & { rooms?: Array<Partial<Omit<RoomRow, 'id' | 'hotelId'>>> } = {},
) {
  const { rooms = [{}], ...fields } = overrides;
  const id = newId();
  const [hotel] = await db
    .insert(schema.hotel)
    .values({
      id,
      name: 'Hôtel des Tests',
      slug: `hotel-des-tests-${id}`,
      latitude: -18.9137,
      longitude: 47.5361,
      address: 'Rue Ramanantsoa',
      city: 'Antananarivo',
      stars: 3,
      ...fields,
    })
    .returning();
  const insertedRooms = await db
    .insert(schema.room)
    .values(
      rooms.map((room) => ({
        id: newId(),
        hotelId: id,
        cityKey: hotel?.cityKey ?? '',
        name: 'Chambre double',
        type: 'DOUBLE' as const,
        pricePerNight: 100_000,
        capacity: 2,
        quantity: 5,
        ...room,
      })),
    )
    .returning();
  if (!hotel) throw new Error('hotel not inserted');
  return { ...hotel, rooms: insertedRooms };
}
