import pg from 'pg';
import type { SqlClient } from '../seed/bulk-insert';

export interface SampleRoom {
  id: string;
  capacity: number;
}

export interface SampleHotel {
  id: string;
  rooms: SampleRoom[];
}

/** A trip flight search can be asked for: a direct route, or two through the hub. */
export interface SampleTrip {
  from: string;
  to: string;
}

/** What the requests are drawn from, and what the report says about the database. */
export interface DataSample {
  cities: string[];
  hotels: SampleHotel[];
  /** Empty on a database seeded before flights. */
  trips: SampleTrip[];
  counts: {
    hotels: number;
    roomTypes: number;
    bookings: number;
    bookingRooms: number;
    roomNights: number;
    /** What the search's cards and the availability read besides the calendar (the seed makes no photos). */
    hotelPhotos: number;
    roomPhotos: number;
    hotelAmenities: number;
    flightDepartures: number;
  };
  postgres: string;
}

/** Reads the seeded database at `databaseUrl` (PostgreSQL) directly. */
export async function loadSample(databaseUrl: string): Promise<DataSample> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await readSample(client);
  } finally {
    await client.end();
  }
}

/** Reads a seeded database through either driver (bench SQL, not the app's): cities, hotels with their rooms, sizes. */
export async function readSample(client: SqlClient): Promise<DataSample> {
  const rowsOf = async <Row>(text: string) => (await client.query(text)).rows as Row[];
  const cities = await rowsOf<{ city: string }>(
    'select distinct city from hotel where not archived order by city',
  );
  const rooms = await rowsOf<{ hotel_id: string; id: string; capacity: number }>(
    `select r.hotel_id, r.id, r.capacity from room r join hotel h on h.id = r.hotel_id
     where not h.archived and r.quantity > 0 order by r.hotel_id, r.id`,
  );
  const hotels = new Map<string, SampleHotel>();
  for (const row of rooms) {
    const hotel = hotels.get(row.hotel_id) ?? { id: row.hotel_id, rooms: [] };
    hotel.rooms.push({ id: row.id, capacity: Number(row.capacity) });
    hotels.set(row.hotel_id, hotel);
  }
  const count = async (table: string) =>
    Number((await rowsOf<{ count: string }>(`select count(*) as count from "${table}"`))[0]?.count ?? 0);
  // Direct routes, and the pairs only a connection through the hub joins.
  const trips = await rowsOf<SampleTrip>(
    `select distinct origin as "from", destination as "to" from flight_schedule
     union
     select distinct inbound.origin, outbound.destination
     from flight_schedule inbound join flight_schedule outbound on outbound.origin = inbound.destination
     where inbound.destination = 'TNR' and outbound.destination <> inbound.origin
     order by 1, 2`,
  );
  const version = await rowsOf<{ server_version: string }>('show server_version');
  if (hotels.size === 0)
    throw new Error('The database has no hotel with rooms: run npm run bench:seed first');
  return {
    cities: cities.map((row) => row.city),
    hotels: [...hotels.values()],
    trips,
    counts: {
      hotels: await count('hotel'),
      roomTypes: await count('room'),
      bookings: await count('booking'),
      bookingRooms: await count('booking_room'),
      roomNights: await count('room_night'),
      hotelPhotos: await count('hotel_photo'),
      roomPhotos: await count('room_photo'),
      hotelAmenities: await count('hotel_amenity'),
      flightDepartures: await count('flight_instance'),
    },
    postgres: version[0]?.server_version ?? 'unknown',
  };
}
