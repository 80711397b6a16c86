import { z } from 'zod';
import { bookingSchema } from './bookings';
import { isoDateSchema } from './stay';

export const frontDeskQuerySchema = z.object({
  date: isoDateSchema
    .optional()
    .meta({ description: 'The day at the hotel (Madagascar time); today when left out' }),
});

/**
 * A hotel's day at the front desk: who arrives, who stays through it, who leaves; a stay is in one
 * list at most, and none is cancelled.
 */
export const frontDeskSchema = z
  .object({
    date: isoDateSchema,
    arrivals: z.array(bookingSchema).meta({
      description:
        'Stays whose arrival day it is (checkedInAt says who came; PENDING_PAYMENT ones cannot be checked in yet)',
    }),
    inHouse: z.array(bookingSchema).meta({
      description:
        'Stays that arrived before the day and leave after it: guests in the house (checkedInAt null after the arrival day: a possible no-show)',
    }),
    departures: z.array(bookingSchema).meta({
      description:
        'Stays whose check-out day it is, an early departure included (checkedOutAt says who left)',
    }),
  })
  .meta({ id: 'FrontDesk' });
export type FrontDesk = z.infer<typeof frontDeskSchema>;

export const earlyDepartureSchema = z
  .object({
    lastNight: isoDateSchema.meta({
      description:
        'The last night the guest stays: a night of the stay before its last one, and not before last night',
    }),
  })
  .strict()
  .meta({ id: 'EarlyDeparture' });
export type EarlyDeparture = z.infer<typeof earlyDepartureSchema>;

/** Why a booking's state refuses an action (details.reason of a 409 BOOKING_STATE_CONFLICT). */
export const bookingStateConflictReasons = [
  /** Still held for its online payment: nothing happens at the desk until it is confirmed. */
  'PENDING_PAYMENT',
  /** Cancelled, a no-show, or over. */
  'NOT_ACTIVE',
  /** Check-in before the arrival day. */
  'BEFORE_ARRIVAL',
  /** Check-in on or after the check-out day. */
  'AFTER_DEPARTURE',
  /** No-show on or before the arrival day: the guest may still come. */
  'ARRIVAL_DAY_NOT_OVER',
  /** Check-out or early departure of a guest never checked in. */
  'NOT_CHECKED_IN',
  /** No-show or cancellation of a guest already checked in: check them out instead. */
  'CHECKED_IN',
] as const;
export type BookingStateConflictReason = (typeof bookingStateConflictReasons)[number];

export const bookingStateConflictDescription = `The booking's state does not allow it (BOOKING_STATE_CONFLICT, details.reason: ${bookingStateConflictReasons.join(', ')})`;
