import { nightsOf } from '@madabook/contracts';

/** Rooms sold per night, for one room type: night (YYYY-MM-DD) → count. */
export type SoldByNight = ReadonlyMap<string, number>;

/**
 * Rooms of a type free on every night of a stay. A stay occupies the nights
 * from check-in to the day before check-out, so a check-out day is free for
 * the next arrival.
 */
export function roomsLeftForStay(
  quantity: number,
  sold: SoldByNight,
  checkIn: string,
  checkOut: string,
): number {
  const busiest = Math.max(0, ...nightsOf(checkIn, checkOut).map((night) => sold.get(night) ?? 0));
  return Math.max(0, quantity - busiest);
}

export interface RequestedRoom {
  roomId: string;
  quantity: number;
}

/** The requests that do not fit: each asks for more rooms than are free on some night. */
export function unavailableRooms(
  requested: RequestedRoom[],
  inventory: ReadonlyMap<string, { quantity: number; sold: SoldByNight }>,
  checkIn: string,
  checkOut: string,
): RequestedRoom[] {
  return requested.filter((request) => {
    const room = inventory.get(request.roomId);
    return !room || roomsLeftForStay(room.quantity, room.sold, checkIn, checkOut) < request.quantity;
  });
}
