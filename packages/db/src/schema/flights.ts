import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { booking } from './bookings';
import { instant, timestamps } from './columns';

export const cabin = pgEnum('cabin', ['ECONOMY', 'BUSINESS']);
export const fareFamily = pgEnum('fare_family', ['LIGHT', 'FLEX']);
export const passengerType = pgEnum('passenger_type', ['ADULT', 'CHILD', 'INFANT']);
export const flightStatus = pgEnum('flight_status', ['SCHEDULED', 'CANCELLED']);
export const flightDirection = pgEnum('flight_direction', ['OUTBOUND', 'RETURN']);

export const airport = pgTable(
  'airport',
  {
    /** IATA code, three capital letters. */
    code: text().primaryKey(),
    name: text().notNull(),
    city: text().notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text().notNull(),
    /** IANA zone, e.g. Indian/Antananarivo. */
    timeZone: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    ...timestamps,
  },
  (table) => [
    check('airport_code_format', sql`${table.code} ~ '^[A-Z]{3}$'`),
    check('airport_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('airport_longitude_range', sql`${table.longitude} between -180 and 180`),
  ],
);

export const airline = pgTable(
  'airline',
  {
    /** IATA-style designator, two characters. */
    code: text().primaryKey(),
    name: text().notNull(),
    /** The colour of its logo, #RRGGBB. */
    color: text().notNull(),
    ...timestamps,
  },
  (table) => [
    check('airline_code_format', sql`${table.code} ~ '^[A-Z0-9]{2}$'`),
    check('airline_color_format', sql`${table.color} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

/**
 * A flight that repeats: the same number, route and local times on some days
 * of the week between two dates. Its departures are made from it ahead of time.
 */
export const flightSchedule = pgTable(
  'flight_schedule',
  {
    id: text().primaryKey(),
    airlineCode: text()
      .notNull()
      .references(() => airline.code, { onUpdate: 'cascade' }),
    /** Digits only; shown after the airline code, e.g. MW 102. */
    flightNumber: text().notNull(),
    origin: text()
      .notNull()
      .references(() => airport.code, { onUpdate: 'cascade' }),
    destination: text()
      .notNull()
      .references(() => airport.code, { onUpdate: 'cascade' }),
    /** Local time at the origin, HH:MM. */
    departureTime: text().notNull(),
    /** Local time at the destination, HH:MM. */
    arrivalTime: text().notNull(),
    /** Days between the departure's local date and the arrival's: 1 for an overnight flight. */
    arrivalDayOffset: smallint().notNull().default(0),
    /** ISO days of the week it flies, 1 (Monday) to 7 (Sunday). */
    daysOfWeek: smallint().array().notNull(),
    validFrom: date({ mode: 'string' }).notNull(),
    validTo: date({ mode: 'string' }).notNull(),
    economySeats: smallint().notNull(),
    businessSeats: smallint().notNull().default(0),
    /** Whole Ariary for one adult, per cabin and fare family; a null fare is not sold. */
    economyLightFare: integer(),
    economyFlexFare: integer(),
    businessFlexFare: integer(),
    ...timestamps,
  },
  (table) => [
    index('flight_schedule_route_idx').on(table.origin, table.destination),
    check('flight_schedule_route', sql`${table.origin} <> ${table.destination}`),
    check('flight_schedule_number_format', sql`${table.flightNumber} ~ '^[0-9]{1,4}$'`),
    check('flight_schedule_days', sql`cardinality(${table.daysOfWeek}) between 1 and 7`),
    check('flight_schedule_validity', sql`${table.validTo} >= ${table.validFrom}`),
    check(
      'flight_schedule_seats',
      sql`${table.economySeats} >= 0 and ${table.businessSeats} >= 0 and ${table.economySeats} + ${table.businessSeats} > 0`,
    ),
    check('flight_schedule_day_offset', sql`${table.arrivalDayOffset} between 0 and 2`),
  ],
);

/**
 * One departure of a schedule on one date, with its own times (an admin may
 * move them) and status. Route and number are copied so search reads this table alone.
 */
export const flightInstance = pgTable(
  'flight_instance',
  {
    id: text().primaryKey(),
    scheduleId: text()
      .notNull()
      .references(() => flightSchedule.id, { onDelete: 'cascade' }),
    airlineCode: text().notNull(),
    flightNumber: text().notNull(),
    origin: text().notNull(),
    destination: text().notNull(),
    /** The local date of departure at the origin. */
    departureDate: date({ mode: 'string' }).notNull(),
    departureAt: instant().notNull(),
    arrivalAt: instant().notNull(),
    status: flightStatus().notNull().default('SCHEDULED'),
    cancelledAt: instant(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('flight_instance_schedule_date_idx').on(table.scheduleId, table.departureDate),
    index('flight_instance_route_date_idx').on(table.origin, table.destination, table.departureDate),
    index('flight_instance_origin_departure_idx').on(table.origin, table.departureAt),
    check('flight_instance_arrives_after_departure', sql`${table.arrivalAt} > ${table.departureAt}`),
  ],
);

/** Seats of one cabin on one departure: the flights' side of the one inventory pattern. */
export const flightSeat = pgTable(
  'flight_seat',
  {
    instanceId: text()
      .notNull()
      .references(() => flightInstance.id, { onDelete: 'cascade' }),
    cabin: cabin().notNull(),
    forSale: smallint().notNull(),
    sold: smallint().notNull().default(0),
    updatedAt: instant().notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.instanceId, table.cabin] }),
    check('flight_seat_not_oversold', sql`${table.sold} between 0 and ${table.forSale}`),
    check('flight_seat_for_sale_range', sql`${table.forSale} between 0 and 1000`),
  ],
);

/** A flight a booking takes, with what it was sold as (times, fares) at the time. */
export const bookingFlight = pgTable(
  'booking_flight',
  {
    id: text().primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    instanceId: text().references(() => flightInstance.id, { onDelete: 'set null' }),
    direction: flightDirection().notNull(),
    /** Order of the flight in the journey, from 0. */
    position: smallint().notNull(),
    airlineCode: text().notNull(),
    airlineName: text().notNull(),
    flightNumber: text().notNull(),
    origin: text().notNull(),
    destination: text().notNull(),
    departureAt: instant().notNull(),
    arrivalAt: instant().notNull(),
    cabin: cabin().notNull(),
    fareFamily: fareFamily().notNull(),
    /** Passengers with a seat: adults and children (infants sit on a lap). */
    seats: smallint().notNull(),
    /** Whole Ariary per passenger type on this flight. */
    adultFare: integer().notNull(),
    childFare: integer().notNull(),
    infantFare: integer().notNull(),
    subtotal: integer().notNull(),
    /**
     * Since when the connection to this flight from the one before it no longer holds: the airline
     * moved one of them. Null while it connects (and again once a later move makes it connect).
     */
    connectionBrokenAt: instant(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    index('booking_flight_booking_idx').on(table.bookingId),
    index('booking_flight_instance_idx').on(table.instanceId),
    check('booking_flight_seats_positive', sql`${table.seats} > 0`),
  ],
);

export const bookingPassenger = pgTable(
  'booking_passenger',
  {
    id: text().primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    type: passengerType().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    birthDate: date({ mode: 'string' }).notNull(),
  },
  (table) => [index('booking_passenger_booking_idx').on(table.bookingId, table.position)],
);
