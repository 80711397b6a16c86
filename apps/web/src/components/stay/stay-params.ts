import { addDays, maxGuestsPerRoom, maxRoomsPerBooking, todayInMadagascar } from '@madabook/contracts';
import type { StayParams } from './stay-url';

/** A stay as the forms edit it; the dates stay empty until both ends are chosen. */
export type StayDraft = { checkIn?: string; checkOut?: string; guests: number; rooms: number };
export type Stay = Required<StayDraft>;

export const defaultGuests = 2;
export const defaultRooms = 1;
export const maxGuests = maxRoomsPerBooking * maxGuestsPerRoom;

const dayOfWeek = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();
const friday = 5;

/** From the next Friday to the Sunday after: the stay a search offers when none was asked for. */
export function comingWeekend(today: string = todayInMadagascar()): { checkIn: string; checkOut: string } {
  const daysToFriday = (friday - dayOfWeek(today) + 7) % 7 || 7;
  const checkIn = addDays(today, daysToFriday);
  return { checkIn, checkOut: addDays(checkIn, 2) };
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const asDate = (value: unknown) =>
  typeof value === 'string' && isoDatePattern.test(value) ? value : undefined;

/**
 * The stay to check: what the address gives, the coming weekend for missing dates (or two nights
 * after a lone check-in), two guests and one room when not said.
 */
export function withStayDefaults(params: StayParams, today?: string) {
  const weekend = comingWeekend(today);
  const checkIn = params.checkIn ?? weekend.checkIn;
  const lonelyCheckIn = asDate(params.checkIn);
  const checkOut = params.checkOut ?? (lonelyCheckIn ? addDays(lonelyCheckIn, 2) : weekend.checkOut);
  return {
    checkIn,
    checkOut,
    guests: params.guests ?? defaultGuests,
    rooms: params.rooms ?? defaultRooms,
  };
}

const asCount = (value: unknown, fallback: number) => {
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 ? count : fallback;
};

/** What a form starts from: every value of the address that can be edited, the defaults for the rest. */
export function stayDraftOf(params: StayParams, today?: string): StayDraft {
  const stay = withStayDefaults(params, today);
  return {
    checkIn: asDate(stay.checkIn),
    checkOut: asDate(stay.checkOut),
    guests: Math.min(asCount(stay.guests, defaultGuests), maxGuests),
    rooms: Math.min(asCount(stay.rooms, defaultRooms), maxRoomsPerBooking),
  };
}

/** A calendar day of the date picker (local midnight) for an ISO date, and back. */
export function toCalendarDate(isoDate: string | undefined): Date | undefined {
  if (!isoDate || !isoDatePattern.test(isoDate)) return undefined;
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

export function fromCalendarDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
