import { z } from 'zod';
import { pageQuerySchema, paginated, timeOfDaySchema } from './common';
import {
  type Cabin,
  cabinSchema,
  type FareFamily,
  fareFamilySchema,
  flightDirectionSchema,
  flightPlaceSchema,
  localDateTimeSchema,
  type PassengerType,
  passengerTypeSchema,
  pricePerPassengerSchema,
} from './flight-basics';
import { addDays, isoDateSchema, todayInMadagascar } from './stay';
import { text } from './text';

// Rules of the network

/** Adults, children and infants together, on one booking. */
export const maxPassengers = 9;
/** One-stop itineraries change planes here. */
export const connectionHub = 'TNR';
export const minConnectionMinutes = 45;
export const maxConnectionMinutes = 8 * 60;
/** How long a search's prices hold before a booking must search again. */
export const offerLifetimeMinutes = 30;
/** Departures are made from schedules this many days ahead. */
export const flightHorizonDays = 365;
/** A flexible fare may be cancelled by the traveller until this long before the first departure. */
export const flexCancellationHours = 3;

/** LIGHT: cabin bag only, not refundable. FLEX: checked bags, refundable until shortly before departure. */
export const fareFamilyRules: Record<
  FareFamily,
  { refundable: boolean; checkedBags: Record<Cabin, number> }
> = {
  LIGHT: { refundable: false, checkedBags: { ECONOMY: 0, BUSINESS: 1 } },
  FLEX: { refundable: true, checkedBags: { ECONOMY: 1, BUSINESS: 2 } },
};

/** Ages on the day of the first departure: infants under 2 sit on a lap, children are 2 to 11. */
export const passengerAges: Record<PassengerType, { min: number; max: number }> = {
  ADULT: { min: 12, max: 120 },
  CHILD: { min: 2, max: 11 },
  INFANT: { min: 0, max: 1 },
};

/** Share of the adult fare each passenger pays. */
export const passengerFareShare: Record<PassengerType, number> = { ADULT: 1, CHILD: 0.75, INFANT: 0.1 };

export function passengerFare(adultFare: number, type: PassengerType): number {
  return Math.round(adultFare * passengerFareShare[type]);
}

/** Whole years between a birth date and a day, both YYYY-MM-DD. */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

export const flightStatuses = ['SCHEDULED', 'CANCELLED'] as const;
export const flightStatusSchema = z.enum(flightStatuses);

export const airportCodeSchema = text()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { message: 'Expected a three-letter airport code like TNR' });
export const airlineCodeSchema = text()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2}$/, { message: 'Expected a two-character airline code' });

// Airports and airlines

export const airportInputSchema = z
  .object({
    code: airportCodeSchema,
    name: text().trim().min(2).max(120),
    city: text().trim().min(1).max(80),
    country: text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { message: 'Expected a two-letter country code like MG' }),
    timeZone: text()
      .trim()
      .min(1)
      .max(64)
      .refine(isTimeZone, { message: 'Unknown time zone: expected one like Indian/Antananarivo' }),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  })
  .meta({ id: 'AirportInput' });
export type AirportInput = z.input<typeof airportInputSchema>;
export const airportSchema = airportInputSchema.meta({ id: 'Airport' });
export type Airport = z.infer<typeof airportSchema>;
export const airportUpdateSchema = airportInputSchema.omit({ code: true }).meta({ id: 'AirportUpdate' });

export const airlineInputSchema = z
  .object({
    code: airlineCodeSchema,
    name: text().trim().min(2).max(80),
    color: text()
      .trim()
      .regex(/^#[0-9A-Fa-f]{6}$/, { message: 'Expected a colour like #0B6E4F' }),
  })
  .meta({ id: 'AirlineInput' });
export type AirlineInput = z.input<typeof airlineInputSchema>;
export const airlineSchema = airlineInputSchema.meta({ id: 'Airline' });
export type Airline = z.infer<typeof airlineSchema>;
export const airlineUpdateSchema = airlineInputSchema.omit({ code: true }).meta({ id: 'AirlineUpdate' });

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Schedules and departures

const fareSchema = z.number().int().min(1000).max(50_000_000).nullable();

export const flightScheduleInputSchema = z
  .object({
    airlineCode: airlineCodeSchema,
    flightNumber: text()
      .trim()
      .regex(/^[0-9]{1,4}$/, { message: 'Expected one to four digits' }),
    origin: airportCodeSchema,
    destination: airportCodeSchema,
    departureTime: timeOfDaySchema.meta({ description: 'Local time at the origin' }),
    arrivalTime: timeOfDaySchema.meta({ description: 'Local time at the destination' }),
    arrivalDayOffset: z
      .number()
      .int()
      .min(0)
      .max(2)
      .default(0)
      .meta({ description: 'Days after the departure date on which it lands: 1 for an overnight flight' }),
    daysOfWeek: z
      .array(z.number().int().min(1).max(7))
      .min(1)
      .max(7)
      .refine((days) => new Set(days).size === days.length, { message: 'Each day appears once' })
      .meta({ description: 'ISO days it flies: 1 is Monday, 7 is Sunday' }),
    validFrom: isoDateSchema,
    validTo: isoDateSchema,
    economySeats: z.number().int().min(0).max(1000),
    businessSeats: z.number().int().min(0).max(1000).default(0),
    economyLightFare: fareSchema.default(null),
    economyFlexFare: fareSchema.default(null),
    businessFlexFare: fareSchema.default(null),
  })
  .superRefine((schedule, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (schedule.origin === schedule.destination) issue('destination', flightMessages.sameAirports);
    if (schedule.validTo < schedule.validFrom) issue('validTo', 'The last day comes before the first');
    if (schedule.economySeats + schedule.businessSeats < 1) issue('economySeats', 'At least one seat');
    if (schedule.economySeats > 0 && schedule.economyLightFare === null && schedule.economyFlexFare === null)
      issue('economyLightFare', 'Economy seats need at least one fare');
    if (schedule.businessSeats > 0 && schedule.businessFlexFare === null)
      issue('businessFlexFare', 'Business seats need a fare');
  })
  .meta({ id: 'FlightScheduleInput' });
export type FlightScheduleInput = z.input<typeof flightScheduleInputSchema>;
export type FlightScheduleValues = z.output<typeof flightScheduleInputSchema>;

export const flightScheduleSchema = z
  .object({
    id: text(),
    airlineCode: text(),
    flightNumber: text(),
    origin: text(),
    destination: text(),
    departureTime: text(),
    arrivalTime: text(),
    arrivalDayOffset: z.number().int(),
    durationMinutes: z.number().int(),
    daysOfWeek: z.array(z.number().int()),
    validFrom: text(),
    validTo: text(),
    economySeats: z.number().int(),
    businessSeats: z.number().int(),
    economyLightFare: z.number().int().nullable(),
    economyFlexFare: z.number().int().nullable(),
    businessFlexFare: z.number().int().nullable(),
    upcomingDepartures: z.number().int().meta({ description: 'Departures made from it that have not flown' }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'FlightSchedule' });
export type FlightSchedule = z.infer<typeof flightScheduleSchema>;

export const flightScheduleListQuerySchema = pageQuerySchema.extend({
  origin: airportCodeSchema.optional(),
  destination: airportCodeSchema.optional(),
  airlineCode: airlineCodeSchema.optional(),
});
/** An airline's own schedules, under its partner path: the same filters but the airline's. */
export const airlineScheduleListQuerySchema = flightScheduleListQuerySchema.omit({ airlineCode: true });
export const flightSchedulePageSchema = paginated(flightScheduleSchema).meta({ id: 'FlightSchedulePage' });

export const seatInventorySchema = z
  .object({ cabin: cabinSchema, forSale: z.number().int(), sold: z.number().int() })
  .meta({ id: 'SeatInventory' });

export const flightInstanceSchema = z
  .object({
    id: text(),
    scheduleId: text(),
    airline: airlineSchema,
    flightNumber: text().meta({ example: 'MW 102' }),
    origin: text(),
    destination: text(),
    departureDate: text(),
    departure: localDateTimeSchema,
    arrival: localDateTimeSchema,
    status: flightStatusSchema,
    seats: z.array(seatInventorySchema),
    loadFactor: z.number().meta({ description: 'Seats sold over seats for sale, 0 to 1' }),
    passengers: z.number().int().meta({ description: 'Passengers on confirmed bookings, infants included' }),
  })
  .meta({ id: 'FlightInstance' });
export type FlightInstance = z.infer<typeof flightInstanceSchema>;

export const flightInstanceListQuerySchema = pageQuerySchema.extend({
  from: isoDateSchema.optional().meta({ description: 'First departure date; today when left out' }),
  to: isoDateSchema.optional(),
  origin: airportCodeSchema.optional(),
  destination: airportCodeSchema.optional(),
  scheduleId: text().max(64).optional(),
  status: flightStatusSchema.optional(),
});
export const flightInstancePageSchema = paginated(flightInstanceSchema).meta({ id: 'FlightInstancePage' });

/** New local times for one departure; its date stays. */
export const flightInstanceTimesSchema = z
  .object({
    departureTime: timeOfDaySchema,
    arrivalTime: timeOfDaySchema,
    arrivalDayOffset: z.number().int().min(0).max(2).default(0),
  })
  .meta({ id: 'FlightInstanceTimes' });
export type FlightInstanceTimes = z.input<typeof flightInstanceTimesSchema>;

export const flightInstanceCancelResultSchema = z
  .object({ instance: flightInstanceSchema, cancelledBookings: z.number().int() })
  .meta({ id: 'FlightInstanceCancelResult' });

// Search and offers

export const flightMessages = {
  sameAirports: 'The destination must differ from the origin',
  returnBeforeDeparture: 'The return cannot be before the departure',
  departureInPast: 'The departure cannot be in the past',
  tooManyPassengers: `At most ${maxPassengers} passengers`,
  infantsNeedAdults: 'Each infant travels on the lap of an adult',
  needsAdult: 'At least one adult travels',
  passengerAge: 'The date of birth does not match the passenger type on the day of departure',
} as const;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const flightSearchQuerySchema = z
  .object({
    from: airportCodeSchema,
    to: airportCodeSchema,
    departDate: isoDateSchema,
    returnDate: z.preprocess(emptyAsUndefined, isoDateSchema.optional()),
    adults: z.coerce.number().int().min(1).max(maxPassengers).default(1),
    children: z.coerce.number().int().min(0).max(maxPassengers).default(0),
    infants: z.coerce.number().int().min(0).max(maxPassengers).default(0),
    cabin: cabinSchema.default('ECONOMY'),
  })
  .superRefine((search, context) => checkFlightSearch(search, context));
export type FlightSearchQuery = z.input<typeof flightSearchQuerySchema>;
export type FlightSearch = z.output<typeof flightSearchQuerySchema>;

/** The rules every flight search obeys, in the form and on the server. */
export function checkFlightSearch(
  search: {
    from: string;
    to: string;
    departDate: string;
    returnDate?: string | undefined;
    adults: number;
    children: number;
    infants: number;
  },
  context: z.RefinementCtx,
  now: Date = new Date(),
) {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (search.from === search.to) issue('to', flightMessages.sameAirports);
  if (search.departDate < todayInMadagascar(now)) issue('departDate', flightMessages.departureInPast);
  if (search.departDate > addDays(todayInMadagascar(now), flightHorizonDays))
    issue('departDate', `Flights are sold at most ${flightHorizonDays} days ahead`);
  if (search.returnDate !== undefined && search.returnDate < search.departDate)
    issue('returnDate', flightMessages.returnBeforeDeparture);
  if (search.adults + search.children + search.infants > maxPassengers)
    issue('adults', flightMessages.tooManyPassengers);
  if (search.infants > search.adults) issue('infants', flightMessages.infantsNeedAdults);
}

export const flightSegmentSchema = z
  .object({
    instanceId: text(),
    flightNumber: text().meta({ example: 'MW 102' }),
    airline: airlineSchema,
    from: flightPlaceSchema,
    to: flightPlaceSchema,
    departure: localDateTimeSchema,
    arrival: localDateTimeSchema,
    durationMinutes: z.number().int(),
    cabin: cabinSchema,
  })
  .meta({ id: 'FlightSegment' });
export type FlightSegment = z.infer<typeof flightSegmentSchema>;

export const flightOfferSchema = z
  .object({
    offerId: text().meta({ description: 'Pass it to POST /api/flight-bookings; it expires' }),
    direction: flightDirectionSchema,
    segments: z.array(flightSegmentSchema),
    stops: z.number().int(),
    durationMinutes: z.number().int().meta({ description: 'From the first departure to the last arrival' }),
    seatsLeft: z.number().int().meta({ description: 'Seats free on the fullest flight of the itinerary' }),
    fareFamily: fareFamilySchema,
    refundable: z.boolean(),
    checkedBags: z.number().int(),
    pricePerPassenger: pricePerPassengerSchema.meta({ description: 'Whole Ariary, all flights included' }),
    total: z.number().int().meta({ description: 'Whole Ariary for every passenger' }),
    currency: z.literal('MGA'),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'FlightOffer' });
export type FlightOffer = z.infer<typeof flightOfferSchema>;

export const flightSearchResultSchema = z
  .object({
    outbound: z.array(flightOfferSchema),
    return: z.array(flightOfferSchema).nullable().meta({ description: 'Null for a one-way search' }),
  })
  .meta({ id: 'FlightSearchResult' });
export type FlightSearchResult = z.infer<typeof flightSearchResultSchema>;

// Booking

export const passengerInputSchema = z
  .object({
    type: passengerTypeSchema,
    firstName: text().trim().min(1).max(60).meta({ description: 'As on the ID document' }),
    lastName: text().trim().min(1).max(60),
    birthDate: isoDateSchema,
  })
  .meta({ id: 'PassengerInput' });
export type PassengerInput = z.input<typeof passengerInputSchema>;
