import { freeCancellationDeadline } from '@madabook/contracts';
import { type Random, weightedTable } from '../shared/random';
import { createBatch } from './bulk-insert';
import { type Catalogue, hotelDemand, type PlannedHotel, type PlannedRoom } from './catalogue';
import type { Guest } from './guests';
import type { Inventory } from './inventory';
import { specialRequests } from './names';
import { referenceOf } from './reference';
import { guestsInRoom, nightsTable, roomsTable } from './stays';
import { tables } from './tables';
import { arrivalTable, dayMs, type Timeline } from './timeline';

export interface BookingPlanOptions {
  total: number;
  /** Bookings whose stay is not over (arriving later, or in the hotel today); the others are past. */
  upcoming: number;
  /** The instant the data set is drawn at (the start of today in Madagascar): nothing happens after it. */
  nowMs: number;
  batchSize: number;
  /** Share of bookings later cancelled (those whose hotel allows it). */
  cancelShare: number;
  /** Share of the upcoming bookings whose guests are in the hotel today. */
  inHouseShare: number;
  /** Mean days between booking and arrival. */
  leadDays: number;
  /** Mean days ahead over which upcoming arrivals thin out. */
  futureMeanDays: number;
  referenceOffset: number;
}

export interface BookingStats {
  made: number;
  past: number;
  upcoming: number;
  inHouse: number;
  cancelled: number;
  rooms: number;
  lines: number;
  /** Bookings moved to another room type, hotel or date because their first choice was full. */
  redirected: number;
  /** Draws dropped because nothing near them had rooms left. */
  rejected: number;
}

interface Wanted {
  capacity: number;
  quantity: number;
}

interface Line {
  room: number;
  quantity: number;
}

interface Placement {
  hotel: number;
  arrival: number;
  lines: Line[];
}

const statusOf = { past: 'COMPLETED', upcoming: 'CONFIRMED', cancelled: 'CANCELLED' } as const;
const hourMs = 3_600_000;

/**
 * Draws the bookings in batches, each placed only where every night still
 * has rooms left (else moved, else dropped), and records the rooms it takes
 * in `inventory` unless it ends up cancelled. Upcoming stays first, then past.
 */
export function* planBookings(deps: {
  random: Random;
  /**
   * The upcoming bookings' own random source, drawn before the past ones: two
   * data sets with the same seed, hotels and upcoming count then differ only
   * in their history.
   */
  upcomingRandom: Random;
  catalogue: Catalogue;
  guests: Guest[];
  timeline: Timeline;
  inventory: Inventory;
  options: BookingPlanOptions;
}) {
  const { catalogue, guests, timeline, inventory, options } = deps;
  let random = deps.upcomingRandom;
  const { hotels, rooms, hotelsByCity } = catalogue;
  const today = timeline.todayIndex;
  const stats: BookingStats = {
    made: 0,
    past: 0,
    upcoming: 0,
    inHouse: 0,
    cancelled: 0,
    rooms: 0,
    lines: 0,
    redirected: 0,
    rejected: 0,
  };
  const hotelTable = weightedTable(hotels.map((_, index) => [index, hotelDemand(catalogue, index)] as const));
  const pastArrivals = arrivalTable(timeline, 0, today);
  const upcomingArrivals = arrivalTable(timeline, today, today + timeline.horizon + 1, {
    origin: today,
    meanDays: options.futureMeanDays,
  });
  const bookings = createBatch(tables.booking);
  const lines = createBatch(tables.bookingRoom);

  const roomOf = (index: number) => rooms[index] as PlannedRoom;
  const hotelOf = (index: number) => hotels[index] as PlannedHotel;

  const fitsAll = (placement: Placement, nights: number) =>
    placement.lines.every((line) => inventory.fits(line.room, placement.arrival, nights, line.quantity));

  /** A distinct room type of the hotel for each wanted line, big enough and free on every night. */
  function assign(hotelIndex: number, wanted: Wanted[], arrival: number, nights: number): Line[] | undefined {
    const hotel = hotelOf(hotelIndex);
    const taken = new Set<number>();
    const assigned: Line[] = [];
    for (const want of wanted) {
      let best: number | undefined;
      for (let room = hotel.firstRoom; room < hotel.firstRoom + hotel.roomCount; room++) {
        const candidate = roomOf(room);
        if (taken.has(room) || candidate.capacity < want.capacity) continue;
        if (!inventory.fits(room, arrival, nights, want.quantity)) continue;
        if (best === undefined || candidate.capacity < roomOf(best).capacity) best = room;
      }
      if (best === undefined) return undefined;
      taken.add(best);
      assigned.push({ room: best, quantity: want.quantity });
    }
    return assigned;
  }

  function place(first: Placement, nights: number, isPast: boolean): Placement | undefined {
    if (fitsAll(first, nights)) return first;
    const wanted = first.lines.map((line) => ({
      capacity: roomOf(line.room).capacity,
      quantity: line.quantity,
    }));
    const sameHotel = assign(first.hotel, wanted, first.arrival, nights);
    if (sameHotel) return { ...first, lines: sameHotel };
    const neighbours = hotelsByCity[hotelOf(first.hotel).cityIndex] ?? [];
    for (let attempt = 0; attempt < 3 && neighbours.length > 1; attempt++) {
      const hotel = random.pick(neighbours);
      const elsewhere = assign(hotel, wanted, first.arrival, nights);
      if (elsewhere) return { hotel, arrival: first.arrival, lines: elsewhere };
    }
    for (const shift of [1, -1, 2, -2]) {
      const arrival = first.arrival + shift;
      const valid = isPast
        ? arrival >= 0 && arrival + nights <= today
        : arrival >= today && arrival <= today + timeline.horizon;
      if (!valid) continue;
      const shifted = assign(first.hotel, wanted, arrival, nights);
      if (shifted) return { hotel: first.hotel, arrival, lines: shifted };
    }
    return undefined;
  }

  /** One to three rooms of the hotel, drawn by how many of each it has; the same type twice makes a quantity of two. */
  function drawLines(hotelIndex: number): Line[] {
    const hotel = hotelOf(hotelIndex);
    const count = random.weighted(roomsTable);
    const byRoom = new Map<number, number>();
    let size = 0;
    for (let room = hotel.firstRoom; room < hotel.firstRoom + hotel.roomCount; room++)
      size += roomOf(room).quantity;
    for (let index = 0; index < count; index++) {
      let target = random.next() * size;
      let room = hotel.firstRoom;
      for (; room < hotel.firstRoom + hotel.roomCount - 1; room++) {
        target -= roomOf(room).quantity;
        if (target < 0) break;
      }
      byRoom.set(room, (byRoom.get(room) ?? 0) + 1);
    }
    return [...byRoom].map(([room, quantity]) => ({ room, quantity }));
  }

  function drawArrival(nights: number, isPast: boolean): { arrival: number; inHouse: boolean } {
    if (isPast) return { arrival: random.weightedIndex(pastArrivals, today - nights + 1), inHouse: false };
    if (nights >= 2 && random.chance(options.inHouseShare)) {
      return { arrival: today - random.int(1, nights - 1), inHouse: true };
    }
    return { arrival: today + random.weightedIndex(upcomingArrivals), inHouse: false };
  }

  function record(placement: Placement, nights: number, isPast: boolean, inHouse: boolean) {
    const hotel = hotelOf(placement.hotel);
    const guest = guests[random.int(0, guests.length - 1)] as Guest;
    const checkIn = timeline.iso[placement.arrival] as string;
    const checkOut = timeline.iso[placement.arrival + nights] as string;
    const arrivalMs = timeline.startMs[placement.arrival] as number;
    const bookingId = random.uuid();

    let createdMs =
      arrivalMs - random.exponential(options.leadDays, 330) * dayMs + random.between(8, 22) * hourMs;
    if (createdMs > options.nowMs - 60_000)
      createdMs = options.nowMs - random.between(60_000, 2 * 86_400_000);
    const deadline = freeCancellationDeadline(checkIn, hotel.checkInTime, hotel.freeCancellationDays);
    const cancelBy = deadline ? Math.min(deadline.getTime(), options.nowMs) : 0;
    const cancelled = !inHouse && random.chance(options.cancelShare) && cancelBy > createdMs;
    const cancelledMs = cancelled ? createdMs + random.next() * (cancelBy - createdMs) : undefined;
    const status = cancelled ? statusOf.cancelled : isPast ? statusOf.past : statusOf.upcoming;
    const updatedMs =
      cancelledMs ??
      (isPast
        ? Math.min(
            options.nowMs - 60_000,
            (timeline.startMs[placement.arrival + nights] as number) + 11 * hourMs,
          )
        : createdMs);
    const createdAt = new Date(createdMs).toISOString();

    let total = 0;
    let guestCount = 0;
    for (const line of placement.lines) {
      const room = roomOf(line.room);
      const prices: number[] = [];
      let perRoom = 0;
      for (let night = placement.arrival; night < placement.arrival + nights; night++) {
        const price = timeline.highSeason[night] ? room.highSeasonPrice : room.price;
        prices.push(price);
        perRoom += price;
      }
      const subtotal = perRoom * line.quantity;
      total += subtotal;
      for (let index = 0; index < line.quantity; index++) guestCount += guestsInRoom(random, room.capacity);
      lines.add(
        random.uuid(),
        bookingId,
        room.id,
        room.name,
        room.type,
        line.quantity,
        Math.round(perRoom / nights),
        `{${prices.join(',')}}`,
        nights,
        subtotal,
        createdAt,
      );
      stats.rooms += line.quantity;
      stats.lines++;
      if (!cancelled) inventory.take(line.room, placement.arrival, nights, line.quantity);
    }

    bookings.add(
      bookingId,
      referenceOf(stats.made, options.referenceOffset),
      'HOTEL',
      guest.id,
      status,
      'UNPAID',
      'MGA',
      total,
      guest.name,
      guest.phone,
      guest.email,
      random.chance(0.05) ? random.pick(specialRequests) : '',
      guest.language,
      hotel.id,
      hotel.name,
      checkIn,
      checkOut,
      guestCount,
      deadline ? deadline.toISOString() : null,
      cancelledMs === undefined ? null : new Date(cancelledMs).toISOString(),
      cancelled ? guest.id : null,
      createdAt,
      new Date(updatedMs).toISOString(),
    );
    stats.made++;
    if (isPast) stats.past++;
    else stats.upcoming++;
    if (inHouse) stats.inHouse++;
    if (cancelled) stats.cancelled++;
  }

  const phases = [
    { isPast: false, count: options.upcoming, random: deps.upcomingRandom },
    { isPast: true, count: options.total - options.upcoming, random: deps.random },
  ];
  for (const phase of phases) {
    random = phase.random;
    const target = stats.made + phase.count;
    // Bounded: a draw that finds no room is dropped, and the draws stop at twice the target.
    const maxDraws = phase.count * 2 + 1_000;
    for (let draw = 0; draw < maxDraws && stats.made < target; draw++) {
      const nights = random.weighted(nightsTable);
      if (phase.isPast && nights >= today) continue;
      const { arrival, inHouse } = drawArrival(nights, phase.isPast);
      const hotel = random.weighted(hotelTable);
      const first: Placement = { hotel, arrival, lines: drawLines(hotel) };
      const placement = inHouse
        ? fitsAll(first, nights)
          ? first
          : undefined
        : place(first, nights, phase.isPast);
      if (!placement) {
        stats.rejected++;
        continue;
      }
      if (placement !== first) stats.redirected++;
      record(placement, nights, phase.isPast, inHouse);
      if (bookings.size >= options.batchSize) yield { bookings, lines, stats };
    }
  }
  yield { bookings, lines, stats };
}
