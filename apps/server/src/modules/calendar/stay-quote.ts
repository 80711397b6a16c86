import type { StayRestriction } from '@madabook/contracts';

/** A room type's defaults: what a night without a calendar row sells. */
export interface RoomDefaults {
  quantity: number;
  pricePerNight: number;
}

/** A calendar row, as far as a stay needs it. */
export interface CalendarNight {
  night: string;
  forSale: number;
  sold: number;
  price: number | null;
  closed: boolean;
  closedToArrival: boolean;
  minStay: number | null;
}

export interface StayQuote {
  roomsLeft: number;
  nightPrices: number[];
  total: number;
  /** The average nightly price, rounded. */
  pricePerNight: number;
  restriction: StayRestriction | null;
}

/** Why the calendar refuses a stay, the closure first: it cannot be worked around by staying longer. */
export function restrictionOf(
  nights: readonly (CalendarNight | undefined)[],
  stayLength: number,
): StayRestriction | null {
  if (nights.some((night) => night?.closed)) return { reason: 'CLOSED', minNights: null };
  const arrival = nights[0];
  if (arrival?.closedToArrival) return { reason: 'CLOSED_TO_ARRIVAL', minNights: null };
  if (arrival?.minStay && arrival.minStay > stayLength)
    return { reason: 'MIN_STAY', minNights: arrival.minStay };
  return null;
}

/**
 * What a room type offers for a stay, given its calendar rows for the stay's
 * nights in order (undefined where the night has no row).
 */
export function quoteStay(room: RoomDefaults, nights: readonly (CalendarNight | undefined)[]): StayQuote {
  const nightPrices = nights.map((night) => night?.price ?? room.pricePerNight);
  const free = nights.map((night) => (night ? night.forSale - night.sold : room.quantity));
  const total = nightPrices.reduce((sum, price) => sum + price, 0);
  const restriction = restrictionOf(nights, nights.length);
  return {
    roomsLeft: restriction ? 0 : Math.max(0, Math.min(...free)),
    nightPrices,
    total,
    pricePerNight: Math.round(total / nights.length),
    restriction,
  };
}

/** A room type's calendar rows laid on the nights asked for, undefined where a night has none. */
export function alignNights<T extends { night: string }>(rows: readonly T[], nights: readonly string[]) {
  const byNight = new Map(rows.map((row) => [row.night, row]));
  return nights.map((night) => byNight.get(night));
}
