import { z } from 'zod';
import { amenitySchema, hotelTierSchema, photoSchema, roomTypeSchema } from './catalog';
import { idSchema, pageQuerySchema, paginated } from './common';
import { bookingFlightSchema, bookingPassengerSchema } from './flight-basics';
import { paymentSchema } from './payments';
import { checkNightRange, checkStay, isoDateSchema, maxRoomsPerBooking, staySearchSchema } from './stay';
import { text } from './text';

export const bookingStatuses = ['CONFIRMED', 'CANCELLED', 'COMPLETED', 'PENDING_PAYMENT', 'NO_SHOW'] as const;
export const bookingStatusSchema = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const bookingKinds = ['HOTEL', 'FLIGHT'] as const;
export const bookingKindSchema = z.enum(bookingKinds);
export type BookingKind = z.infer<typeof bookingKindSchema>;

export const cancellationSources = ['GUEST', 'ADMIN', 'AIRLINE', 'PAYMENT', 'PROPERTY'] as const;

/** ONLINE: on the site; the others: taken by the hotel's staff. */
export const bookingSources = ['ONLINE', 'PHONE', 'WALK_IN', 'EMAIL'] as const;
export const bookingSourceSchema = z.enum(bookingSources);
export type BookingSource = z.infer<typeof bookingSourceSchema>;

export const paymentStatuses = [
  'UNPAID',
  'PENDING',
  'PAID',
  'PARTIALLY_PAID',
  'REFUNDED',
  'REFUND_DUE',
] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** A hotel booking: MB- and six characters without the ambiguous 0/O, 1/I/L. */
export const bookingReferencePattern = /^MB-[2-9A-HJ-KM-NP-Z]{6}$/;
/** A flight booking: six characters of the same alphabet, like an airline's record locator. */
export const flightReferencePattern = /^[2-9A-HJ-KM-NP-Z]{6}$/;

// Availability and search

export const stayRestrictionReasons = ['CLOSED', 'CLOSED_TO_ARRIVAL', 'MIN_STAY'] as const;
export const stayRestrictionSchema = z
  .object({
    reason: z.enum(stayRestrictionReasons).meta({
      description:
        'CLOSED: not sold on some night of the stay; CLOSED_TO_ARRIVAL: no arrival on the check-in day; MIN_STAY: arrivals that day stay at least minNights',
    }),
    minNights: z.number().int().nullable(),
  })
  .meta({ id: 'StayRestriction' });
export type StayRestriction = z.infer<typeof stayRestrictionSchema>;

export const roomAvailabilitySchema = z
  .object({
    roomId: text(),
    name: text(),
    description: text(),
    type: roomTypeSchema,
    capacity: z.number().int(),
    pricePerNight: z.number().int().meta({ description: 'Average price of a night of the stay, rounded' }),
    nightPrices: z.array(z.number().int()).meta({ description: 'Price of one room on each night, in order' }),
    nights: z.number().int(),
    total: z.number().int().meta({ description: 'Price of one room for the whole stay' }),
    roomsLeft: z.number().int().meta({ description: 'Rooms of this type free on every night of the stay' }),
    restriction: stayRestrictionSchema
      .nullable()
      .meta({ description: 'Why this room is not offered for these dates, when the calendar says so' }),
    photos: z.array(photoSchema),
  })
  .meta({ id: 'RoomAvailability' });
export type RoomAvailability = z.infer<typeof roomAvailabilitySchema>;

export const hotelAvailabilitySchema = z
  .object({
    hotelId: text(),
    checkIn: text(),
    checkOut: text(),
    nights: z.number().int(),
    rooms: z.array(roomAvailabilitySchema),
  })
  .meta({ id: 'HotelAvailability' });
export type HotelAvailability = z.infer<typeof hotelAvailabilitySchema>;

export const availabilityQuerySchema = z
  .object({ checkIn: isoDateSchema, checkOut: isoDateSchema })
  .superRefine((stay, context) => checkStay(stay, context));

export const searchSorts = ['recommended', 'price-asc', 'price-desc', 'stars-desc'] as const;

const commaSeparated = text()
  .max(2000)
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

export const hotelSearchQuerySchema = z
  .object({
    city: text().trim().max(80).optional(),
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    guests: z.coerce.number().int().min(1).max(200).default(2),
    rooms: z.coerce.number().int().min(1).max(maxRoomsPerBooking).default(1),
    minPrice: z.coerce.number().int().min(0).optional(),
    maxPrice: z.coerce.number().int().min(0).optional(),
    stars: commaSeparated
      .pipe(
        z.array(
          text()
            .regex(/^[1-5]$/)
            .transform(Number),
        ),
      )
      .optional(),
    amenities: commaSeparated.pipe(z.array(idSchema).max(30)).optional(),
    tier: z.enum(['STANDARD', 'PREMIUM']).optional(),
    sort: z.enum(searchSorts).default('recommended'),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  })
  .superRefine((search, context) => {
    const stay = staySearchSchema.safeParse(search);
    if (!stay.success) for (const issue of stay.error.issues) context.addIssue({ ...issue, code: 'custom' });
  });
export type HotelSearchQuery = z.input<typeof hotelSearchQuerySchema>;

export const hotelSearchResultSchema = z
  .object({
    hotel: z.object({
      id: text(),
      slug: text(),
      name: text(),
      city: text(),
      stars: z.number().int(),
      tier: hotelTierSchema,
      latitude: z.number(),
      longitude: z.number(),
      photo: photoSchema.nullable(),
      amenities: z.array(amenitySchema),
    }),
    nights: z.number().int(),
    lowestPricePerNight: z.number().int(),
    total: z
      .number()
      .int()
      .meta({ description: 'The lowest price for the whole stay and every room asked for' }),
    roomsLeft: z
      .number()
      .int()
      .meta({ description: 'Rooms free for the whole stay in the cheapest fitting type' }),
    restriction: stayRestrictionSchema.nullable().meta({
      description:
        'Set when no room is offered because the hotel is closed or under a minimum stay for these dates; such hotels come after the bookable ones',
    }),
  })
  .meta({ id: 'HotelSearchResult' });
export type HotelSearchResult = z.infer<typeof hotelSearchResultSchema>;
export const hotelSearchPageSchema = paginated(hotelSearchResultSchema).meta({ id: 'HotelSearchPage' });

export const citySchema = z.object({ city: text(), hotelCount: z.number().int() }).meta({ id: 'City' });

// Booking

export const bookingRoomSchema = z.object({
  roomId: text().nullable(),
  roomName: text(),
  roomType: roomTypeSchema,
  quantity: z.number().int(),
  pricePerNight: z.number().int().meta({ description: 'Average price of a night, rounded' }),
  nightPrices: z.array(z.number().int()).meta({ description: 'Price of one room on each night, in order' }),
  subtotal: z.number().int(),
});

export const bookingSchema = z
  .object({
    id: text(),
    reference: text(),
    kind: bookingKindSchema,
    status: bookingStatusSchema.meta({
      description:
        'PENDING_PAYMENT: rooms or seats held until holdExpiresAt for the payment due now; NO_SHOW: the guest never came (marked by the hotel after the arrival day)',
    }),
    source: bookingSourceSchema.meta({
      description: 'ONLINE on the site; PHONE, WALK_IN or EMAIL when the hotel took it for a guest',
    }),
    checkedInAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'When the front desk checked the guest in' }),
    checkedOutAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'When the front desk checked the guest out' }),
    paymentStatus: paymentStatusSchema,
    currency: z.literal('MGA'),
    total: z.number().int(),
    amountDueNow: z.number().int().meta({ description: 'Paid online before the booking is confirmed' }),
    amountPaid: z.number().int().meta({ description: 'Received so far, refunds not deducted' }),
    holdExpiresAt: z.iso.datetime().nullable(),
    payments: z.array(paymentSchema),
    hotel: z
      .object({
        id: text().nullable().meta({ description: 'Null once the hotel was deleted' }),
        name: text(),
        slug: text().nullable(),
        city: text().nullable(),
        checkInTime: text().nullable(),
        checkOutTime: text().nullable(),
        photo: photoSchema.nullable(),
      })
      .nullable(),
    checkIn: text().nullable(),
    checkOut: text().nullable(),
    nights: z.number().int(),
    guests: z.number().int().nullable(),
    rooms: z.array(bookingRoomSchema).meta({ description: 'Empty for a flight booking' }),
    flights: z
      .array(bookingFlightSchema)
      .meta({ description: 'Its flights in travel order; empty for a hotel booking' }),
    passengers: z.array(bookingPassengerSchema).meta({ description: 'Empty for a hotel booking' }),
    guest: z
      .object({ name: text(), phone: text(), email: text() })
      .meta({ description: 'The guest, or for a flight the first adult and the contact' }),
    specialRequests: text(),
    freeCancellationUntil: z.iso.datetime().nullable(),
    cancellable: z.boolean().meta({ description: 'Whether the guest may still cancel it themselves' }),
    cancelledAt: z.iso.datetime().nullable(),
    cancelledBy: z.enum(cancellationSources).nullable(),
    createdAt: z.iso.datetime(),
    userId: text().nullable(),
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof bookingSchema>;

export const myBookingsSchema = z
  .object({ upcoming: z.array(bookingSchema), past: z.array(bookingSchema) })
  .meta({ id: 'MyBookings' });

export const adminBookingListQuerySchema = pageQuerySchema.extend({
  kind: bookingKindSchema.optional(),
  hotelId: idSchema.optional(),
  status: bookingStatusSchema.optional(),
  reference: text().trim().max(20).optional(),
  guest: text().trim().max(120).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  sort: z.enum(['createdAt', 'checkIn', 'total']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
/** An airline's bookings (journeys with one of its flights): the back office's filters, but the hotel's and the kind. */
export const airlineBookingListQuerySchema = adminBookingListQuerySchema.omit({ hotelId: true, kind: true });
export const bookingPageSchema = paginated(bookingSchema).meta({ id: 'BookingPage' });

export const occupancyQuerySchema = z.object({
  from: isoDateSchema,
  days: z.coerce.number().int().min(1).max(62).default(14),
});
export const nightCalendarSchema = z
  .object({
    night: text(),
    forSale: z.number().int(),
    forSaleSet: z.boolean().meta({ description: 'Whether rooms for sale were set for this night' }),
    sold: z.number().int(),
    price: z.number().int().meta({ description: 'Price of one room that night' }),
    priceSet: z.boolean().meta({ description: "Whether the price differs from the room type's" }),
    closed: z.boolean(),
    closedToArrival: z.boolean(),
    minStay: z.number().int().nullable(),
  })
  .meta({ id: 'NightCalendar' });
export type NightCalendar = z.infer<typeof nightCalendarSchema>;

export const occupancySchema = z
  .object({
    hotelId: text(),
    nights: z.array(text()),
    rooms: z.array(
      z.object({
        roomId: text(),
        name: text(),
        quantity: z.number().int(),
        pricePerNight: z.number().int(),
        calendar: z.array(nightCalendarSchema).meta({ description: 'Each night of the window, in order' }),
      }),
    ),
  })
  .meta({ id: 'Occupancy' });
export type Occupancy = z.infer<typeof occupancySchema>;

/** Nights one calendar change may cover. */
export const maxCalendarNights = 366;

/** A change to a range of nights of some room types; what is left out stays as it is. */
export const calendarUpdateSchema = z
  .object({
    roomIds: z.array(idSchema).min(1).max(100),
    from: isoDateSchema.meta({ description: 'First night changed' }),
    to: isoDateSchema.meta({ description: 'Last night changed (included)' }),
    price: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('AMOUNT'), amount: z.number().int().min(1).max(100_000_000) }),
        z.object({
          kind: z.literal('PERCENT'),
          percent: z
            .number()
            .int()
            .min(-90)
            .max(500)
            .meta({ description: "Change from the room type's price" }),
        }),
        z.object({ kind: z.literal('DEFAULT') }),
      ])
      .optional(),
    forSale: z
      .number()
      .int()
      .min(0)
      .max(500)
      .nullable()
      .optional()
      .meta({ description: "Rooms for sale each night; null goes back to the room type's quantity" }),
    closed: z.boolean().optional(),
    closedToArrival: z.boolean().optional(),
    minStay: z.number().int().min(1).max(60).nullable().optional(),
  })
  .superRefine((update, context) => {
    checkNightRange(update, context, maxCalendarNights);
    const changes = ['price', 'forSale', 'closed', 'closedToArrival', 'minStay'] as const;
    if (changes.every((change) => update[change] === undefined)) {
      context.addIssue({ code: 'custom', path: [], message: 'Nothing to change' });
    }
  })
  .meta({ id: 'CalendarUpdate' });
export type CalendarUpdate = z.infer<typeof calendarUpdateSchema>;

export const calendarUpdateResultSchema = z
  .object({
    updatedNights: z.number().int().meta({ description: 'Nights changed, summed over the room types' }),
  })
  .meta({ id: 'CalendarUpdateResult' });

/** The `details` of ROOMS_BELOW_SOLD: the first night, and its room type, with more rooms sold. */
export const roomsBelowSoldDetailsSchema = z.object({ roomId: text(), night: text() });
export type RoomsBelowSoldDetails = z.infer<typeof roomsBelowSoldDetailsSchema>;
export type CalendarUpdateInput = z.input<typeof calendarUpdateSchema>;
export type CalendarPriceChange = NonNullable<CalendarUpdate['price']>;

/** What a night of a room type costs after a price change: a percentage counts from the base price, rounded, at least 1. */
export function nightPriceAfter(basePrice: number, change: CalendarPriceChange): number {
  switch (change.kind) {
    case 'AMOUNT':
      return change.amount;
    case 'PERCENT':
      return Math.max(1, Math.round((basePrice * (100 + change.percent)) / 100));
    case 'DEFAULT':
      return basePrice;
  }
}
