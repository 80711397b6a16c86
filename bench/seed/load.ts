import { formatCount, type Progress } from '../shared/log';
import type { Random } from '../shared/random';
import { type BookingStats, planBookings } from './bookings';
import { createBatch, createWriter, type SqlClient } from './bulk-insert';
import { type Catalogue, cityKeyOf } from './catalogue';
import type { Guest } from './guests';
import { createInventory } from './inventory';
import type { SeedOptions } from './options';
import { planRoomNights } from './room-nights';
import { maxNights, roomNightsPerBooking } from './stays';
import { tables } from './tables';
import { buildTimeline, dayMs, type Timeline } from './timeline';

export const bookingDefaults = {
  cancelShare: 0.11,
  inHouseShare: 0.04,
  leadDays: 21,
  futureMeanDays: 75,
  horizonDays: 365,
} as const;

/** Days of history that give the past bookings the target average occupancy. */
export function historyDaysFor(options: SeedOptions, totalRooms: number): number {
  const past = options.bookings - options.upcoming;
  const roomNights = past * (1 - bookingDefaults.cancelShare) * roomNightsPerBooking;
  return Math.min(3650, Math.max(30, Math.ceil(roomNights / (totalRooms * options.occupancy))));
}

export function planTimeline(options: SeedOptions, catalogue: Catalogue): Timeline {
  return buildTimeline({
    today: options.today,
    historyDays: historyDaysFor(options, catalogue.totalRooms),
    horizon: bookingDefaults.horizonDays,
    maxNights,
  });
}

async function loadCatalogue(deps: {
  writer: ReturnType<typeof createWriter>;
  random: Random;
  catalogue: Catalogue;
  guests: Guest[];
  timeline: Timeline;
  batchSize: number;
}) {
  const { writer, random, catalogue, guests, timeline, batchSize } = deps;
  const historyStart = timeline.startMs[0] as number;
  const users = createBatch(tables.user);
  for (const guest of guests) {
    const created = new Date(historyStart - (400 + random.int(0, 900)) * dayMs).toISOString();
    users.add(guest.id, guest.name, guest.email, true, 'USER', guest.language, created, created);
    if (users.size >= batchSize) await writer.write(users);
  }
  await writer.write(users);

  const amenities = createBatch(tables.amenity);
  for (const amenity of catalogue.amenities)
    amenities.add(amenity.id, amenity.nameFr, amenity.nameEn, amenity.icon);
  await writer.write(amenities);

  const hotels = createBatch(tables.hotel);
  const rooms = createBatch(tables.room);
  for (const hotel of catalogue.hotels) {
    const created = new Date(historyStart - hotel.ageDays * dayMs).toISOString();
    hotels.add(
      hotel.id,
      hotel.name,
      hotel.slug,
      hotel.description,
      hotel.latitude,
      hotel.longitude,
      hotel.address,
      hotel.city,
      hotel.postalCode,
      hotel.phone,
      hotel.stars,
      hotel.tier,
      hotel.checkInTime,
      hotel.checkOutTime,
      hotel.freeCancellationDays,
      created,
      created,
    );
    for (let index = hotel.firstRoom; index < hotel.firstRoom + hotel.roomCount; index++) {
      const room = catalogue.rooms[index];
      if (!room) continue;
      rooms.add(
        room.id,
        hotel.id,
        cityKeyOf(hotel.city),
        room.name,
        room.description,
        room.type,
        room.price,
        room.capacity,
        room.quantity,
        created,
        created,
      );
    }
    if (hotels.size >= batchSize) {
      await writer.write(hotels);
      await writer.write(rooms);
    }
  }
  await writer.write(hotels);
  await writer.write(rooms);

  const links = createBatch(tables.hotelAmenity);
  for (const [hotelId, amenityId] of catalogue.hotelAmenities) {
    links.add(hotelId, amenityId);
    if (links.size >= batchSize * 4) await writer.write(links);
  }
  await writer.write(links);
  await writer.flush();
}

export interface LoadReport {
  stats: BookingStats;
  roomNights: number;
  rows: number;
  soldRoomNights: { past: number; upcoming: number };
}

/** Writes the whole data set through `client`, inside one transaction: all of it or nothing. */
export async function loadDataSet(deps: {
  client: SqlClient;
  random: Random;
  upcomingRandom: Random;
  catalogue: Catalogue;
  guests: Guest[];
  timeline: Timeline;
  options: SeedOptions;
  progress: Progress;
}): Promise<LoadReport> {
  const { client, random, upcomingRandom, catalogue, guests, timeline, options, progress } = deps;
  const writer = createWriter(client);
  await client.query('begin');
  try {
    await loadCatalogue({ writer, random, catalogue, guests, timeline, batchSize: options.batch });
    progress.line(
      `catalogue: ${formatCount(catalogue.hotels.length)} hotels, ${formatCount(catalogue.rooms.length)} room types (${formatCount(catalogue.totalRooms)} rooms), ${formatCount(guests.length)} travellers`,
    );

    const inventory = createInventory(
      catalogue.rooms.map((room) => room.quantity),
      timeline.days,
    );
    let stats: BookingStats | undefined;
    let reported = 0;
    const step = Math.max(options.batch, Math.round(options.bookings / 20 / options.batch) * options.batch);
    for (const drawn of planBookings({
      random,
      upcomingRandom,
      catalogue,
      guests,
      timeline,
      inventory,
      options: {
        total: options.bookings,
        upcoming: options.upcoming,
        nowMs: Date.parse(`${options.today}T00:00:00+03:00`),
        batchSize: options.batch,
        referenceOffset: random.int(0, 887_503_680),
        ...bookingDefaults,
      },
    })) {
      await writer.write(drawn.bookings);
      await writer.write(drawn.lines);
      stats = drawn.stats;
      if (stats.made - reported >= step) {
        reported = stats.made;
        const rate = stats.made / progress.elapsed();
        progress.line(
          `bookings: ${formatCount(stats.made)} / ${formatCount(options.bookings)} (${formatCount(rate)}/s overall)`,
        );
      }
    }
    await writer.flush();
    if (!stats) throw new Error('no booking was drawn');
    progress.line(`bookings: ${formatCount(stats.made)} written, ${formatCount(stats.lines)} booking rooms`);

    let roomNights = 0;
    let soldPast = 0;
    let soldUpcoming = 0;
    for (let room = 0; room < catalogue.rooms.length; room++) {
      for (let night = 0; night < timeline.days; night++) {
        if (night < timeline.todayIndex) soldPast += inventory.soldOn(room, night);
        else soldUpcoming += inventory.soldOn(room, night);
      }
    }
    // Each of the millions of nights would queue its own town revision event for the commit: the
    // hotels and room types loaded above already raise every town once.
    await client.query('alter table room_night disable trigger room_night_town_revision');
    for (const drawn of planRoomNights({ catalogue, timeline, inventory, batchSize: options.batch * 4 })) {
      await writer.write(drawn.batch);
      roomNights = drawn.count;
    }
    await writer.flush();
    await client.query('alter table room_night enable trigger room_night_town_revision');
    progress.line(`calendar: ${formatCount(roomNights)} room nights`);
    await client.query('commit');
    return {
      stats,
      roomNights,
      rows: writer.rows,
      soldRoomNights: { past: soldPast, upcoming: soldUpcoming },
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
