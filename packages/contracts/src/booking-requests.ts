import { z } from 'zod';
import type { BookingSource } from './bookings';
import { idSchema } from './common';
import { emailSchema } from './credentials';
import type { PassengerType } from './flight-basics';
import { flightMessages, maxPassengers, passengerInputSchema } from './flights';
import { paymentMethodSchema } from './payment-methods';
import { phoneSchema } from './phone';
import { checkStay, isoDateSchema, maxRoomsPerBooking } from './stay';
import { text } from './text';

// What a traveller or a hotel sends to book: apart from what bookings read, since these carry phone
// numbers (./phone), which only the booking forms and the server need.

/** How the traveller pays, chosen when booking or afterwards; the amount is always the server's. */
export const paymentChoiceSchema = z
  .object({
    method: paymentMethodSchema,
    phone: phoneSchema
      .optional()
      .meta({ description: 'The mobile money number to debit (MVola); the guest phone when left out' }),
  })
  .meta({ id: 'PaymentChoice' });
export type PaymentChoice = z.input<typeof paymentChoiceSchema>;

/** What a stay's booking asks, whether the traveller books online or the hotel takes it. */
const stayRequestShape = {
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  rooms: z
    .array(z.object({ roomId: idSchema, quantity: z.number().int().min(1).max(maxRoomsPerBooking) }))
    .min(1)
    .max(maxRoomsPerBooking)
    .refine((rooms) => new Set(rooms.map((room) => room.roomId)).size === rooms.length, {
      message: 'Each room appears once',
    })
    .refine((rooms) => rooms.reduce((sum, room) => sum + room.quantity, 0) <= maxRoomsPerBooking, {
      message: `At most ${maxRoomsPerBooking} rooms per booking`,
    }),
  guests: z.number().int().min(1).max(200).optional(),
  specialRequests: text().trim().max(1000).default(''),
};
const guestNameSchema = text().trim().min(2).max(120);

export const bookingCreateSchema = z
  .object({
    hotelId: idSchema,
    ...stayRequestShape,
    guest: z.object({ name: guestNameSchema, phone: phoneSchema }),
    payment: paymentChoiceSchema.optional().meta({
      description:
        "How to pay; without it the hotel's rule applies (at the property, or held awaiting payment)",
    }),
  })
  .superRefine((booking, context) => checkStay(booking, context))
  .meta({ id: 'BookingCreate' });
export type BookingCreateInput = z.input<typeof bookingCreateSchema>;

/** How a booking the hotel's staff took reached the hotel. */
export const hotelBookingSources = ['PHONE', 'WALK_IN', 'EMAIL'] as const satisfies readonly BookingSource[];

/**
 * A booking the hotel takes for a guest (POST /api/partner/hotels/{id}/bookings): the body of
 * POST /api/bookings, the guest's email optional, plus how it came. It is confirmed at once and
 * paid at the property, whatever the hotel's prepayment share; no payment is chosen here.
 */
export const hotelBookingCreateSchema = z
  .object({
    hotelId: idSchema
      .optional()
      .meta({ description: "The path's hotel; may be left out, refused when it names another" }),
    ...stayRequestShape,
    guest: z
      .object({
        name: guestNameSchema,
        phone: phoneSchema,
        email: emailSchema.optional().meta({
          description: 'Leave it out when the guest gave none: the confirmation is mailed when given',
        }),
      })
      .strict(),
    source: z.enum(hotelBookingSources),
  })
  .strict()
  .superRefine((booking, context) => checkStay(booking, context))
  .meta({ id: 'HotelBookingCreate' });
export type HotelBookingCreateInput = z.input<typeof hotelBookingCreateSchema>;

export const flightBookingCreateSchema = z
  .object({
    offerIds: z.array(text().min(1).max(2000)).min(1).max(2),
    passengers: z.array(passengerInputSchema).min(1).max(maxPassengers),
    contact: z.object({ email: emailSchema, phone: phoneSchema }),
    payment: paymentChoiceSchema.optional().meta({
      description: 'How to pay; without it the journey is held awaiting payment when an online method is on',
    }),
  })
  .superRefine((booking, context) => {
    const count = (type: PassengerType) =>
      booking.passengers.filter((passenger) => passenger.type === type).length;
    if (count('ADULT') < 1)
      context.addIssue({ code: 'custom', path: ['passengers'], message: flightMessages.needsAdult });
    if (count('INFANT') > count('ADULT'))
      context.addIssue({ code: 'custom', path: ['passengers'], message: flightMessages.infantsNeedAdults });
  })
  .meta({ id: 'FlightBookingCreate' });
export type FlightBookingCreateInput = z.input<typeof flightBookingCreateSchema>;
