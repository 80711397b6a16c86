import { z } from 'zod';
import { text } from './text';

// What a booking's flights are made of, apart from the search, the schedules and the airlines' back
// office (./flights): every booking's schema reads these, a hotel's front desk included.

export const cabins = ['ECONOMY', 'BUSINESS'] as const;
export const cabinSchema = z.enum(cabins);
export type Cabin = z.infer<typeof cabinSchema>;

export const fareFamilies = ['LIGHT', 'FLEX'] as const;
export const fareFamilySchema = z.enum(fareFamilies);
export type FareFamily = z.infer<typeof fareFamilySchema>;

export const passengerTypes = ['ADULT', 'CHILD', 'INFANT'] as const;
export const passengerTypeSchema = z.enum(passengerTypes);
export type PassengerType = z.infer<typeof passengerTypeSchema>;

export const flightDirections = ['OUTBOUND', 'RETURN'] as const;
export const flightDirectionSchema = z.enum(flightDirections);
export type FlightDirection = z.infer<typeof flightDirectionSchema>;

/** A local time with its offset, as at the airport: 2026-12-01T08:05:00+03:00. */
export const localDateTimeSchema = text().meta({
  description: 'Local date and time at the airport, with its UTC offset',
  example: '2026-12-01T08:05:00+03:00',
});

export const flightPlaceSchema = z.object({ code: text(), name: text(), city: text() });

export const pricePerPassengerSchema = z.object({
  adult: z.number().int(),
  child: z.number().int(),
  infant: z.number().int(),
});

export const bookingPassengerSchema = z
  .object({
    type: passengerTypeSchema,
    firstName: text(),
    lastName: text(),
    birthDate: text(),
  })
  .meta({ id: 'BookingPassenger' });

export const bookingFlightSchema = z
  .object({
    instanceId: text().nullable(),
    direction: flightDirectionSchema,
    flightNumber: text().meta({ example: 'MW 102' }),
    airline: z.object({ code: text(), name: text() }),
    from: flightPlaceSchema,
    to: flightPlaceSchema,
    departure: localDateTimeSchema,
    arrival: localDateTimeSchema,
    cabin: cabinSchema,
    fareFamily: fareFamilySchema,
    pricePerPassenger: pricePerPassengerSchema,
    subtotal: z.number().int(),
    cancelledByAirline: z.boolean().meta({ description: 'Whether this departure was cancelled' }),
    connectionBroken: z.boolean().meta({
      description:
        'Whether the connection to this flight from the one before it no longer holds, since the airline moved one of them (the traveller and the airline were told)',
    }),
  })
  .meta({ id: 'BookingFlight' });
export type BookingFlight = z.infer<typeof bookingFlightSchema>;
