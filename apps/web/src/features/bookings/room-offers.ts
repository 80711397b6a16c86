import type { RoomAvailability } from '@madabook/contracts';

/** Rooms the calendar lets book, cheapest first, then those it closes for the stay, cheapest first. */
export function byOffer(a: RoomAvailability, b: RoomAvailability): number {
  if (Boolean(a.restriction) !== Boolean(b.restriction)) return a.restriction ? 1 : -1;
  return a.pricePerNight - b.pricePerNight;
}

/** Whether the room can be chosen for the stay at all. */
export const isBookable = (room: RoomAvailability) => room.restriction === null && room.roomsLeft > 0;
