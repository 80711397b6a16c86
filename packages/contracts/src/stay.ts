import { z } from 'zod';

export const madagascarTimeZone = 'Indian/Antananarivo';
export const maxNights = 30;
export const maxRoomsPerBooking = 10;
export const maxGuestsPerRoom = 20;

const dayMs = 86_400_000;

// Made once: building a DateTimeFormat costs far more than formatting with it, and every request validates dates.
const madagascarDate = new Intl.DateTimeFormat('en-CA', { timeZone: madagascarTimeZone });

/** Today's date in Madagascar, as YYYY-MM-DD. */
export function todayInMadagascar(now: Date = new Date()): string {
  return madagascarDate.format(now);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / dayMs);
}

/** Every night of a stay: from check-in to the night before check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  return Array.from({ length: Math.max(0, nightsBetween(checkIn, checkOut)) }, (_, index) =>
    addDays(checkIn, index),
  );
}

/** A calendar date in the years any booking, schedule or birth can have: PostgreSQL has no year 0. */
export const isoDateSchema = z.iso
  .date({ message: 'Expected a date like 2026-12-24' })
  .refine((date) => date >= '1900-01-01' && date <= '2199-12-31', {
    message: 'Expected a date between 1900 and 2199',
  });

/** A range of nights from `from` to `to`, both included: forwards, and at most `maxNights` of them. */
export function checkNightRange(
  range: { from: string; to: string },
  context: z.RefinementCtx,
  maxNights: number,
) {
  if (range.to < range.from) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'The last night comes before the first' });
  } else if (nightsBetween(range.from, range.to) + 1 > maxNights) {
    context.addIssue({ code: 'custom', path: ['to'], message: `At most ${maxNights} nights at once` });
  }
}

export const stayMessages = {
  checkOutAfterCheckIn: 'Check-out must be after check-in',
  tooManyNights: `A stay lasts at most ${maxNights} nights`,
  checkInInPast: 'Check-in cannot be in the past',
  guestsFitRooms: 'Each room needs at least one guest, and at most 20',
} as const;

interface Stay {
  checkIn: string;
  checkOut: string;
}

/** The rules every stay obeys, wherever it is entered. */
export function checkStay(stay: Stay, context: z.RefinementCtx, now: Date = new Date()) {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  if (nights < 1) {
    context.addIssue({ code: 'custom', path: ['checkOut'], message: stayMessages.checkOutAfterCheckIn });
  } else if (nights > maxNights) {
    context.addIssue({ code: 'custom', path: ['checkOut'], message: stayMessages.tooManyNights });
  }
  if (stay.checkIn < todayInMadagascar(now)) {
    context.addIssue({ code: 'custom', path: ['checkIn'], message: stayMessages.checkInInPast });
  }
}

export const staySchema = z
  .object({ checkIn: isoDateSchema, checkOut: isoDateSchema })
  .superRefine((stay, context) => checkStay(stay, context));

/** A search: the stay, and how many guests in how many rooms. */
export const staySearchSchema = z
  .object({
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    guests: z.coerce
      .number()
      .int()
      .min(1)
      .max(maxRoomsPerBooking * maxGuestsPerRoom)
      .default(2),
    rooms: z.coerce.number().int().min(1).max(maxRoomsPerBooking).default(1),
  })
  .superRefine((search, context) => {
    checkStay(search, context);
    if (search.guests < search.rooms || search.guests > search.rooms * maxGuestsPerRoom) {
      context.addIssue({ code: 'custom', path: ['guests'], message: stayMessages.guestsFitRooms });
    }
  });
export type StaySearch = z.infer<typeof staySearchSchema>;

const madagascarOffsetMs = 3 * 3_600_000;

/**
 * The last moment a guest may cancel for free: the arrival date at the
 * hotel's check-in time, in Madagascar (UTC+3, no daylight saving), minus the
 * hotel's number of days. Null when the hotel sells non-refundable stays.
 */
export function freeCancellationDeadline(checkIn: string, checkInTime: string, days: number): Date | null {
  if (days <= 0) return null;
  const [hours = 0, minutes = 0] = checkInTime.split(':').map(Number);
  const arrival = Date.parse(`${checkIn}T00:00:00Z`) + (hours * 60 + minutes) * 60_000 - madagascarOffsetMs;
  return new Date(arrival - days * dayMs);
}
