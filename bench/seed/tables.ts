import type { TableSpec } from './bulk-insert';

/**
 * The columns the seed fills, per table (snake_case, as the migrations name them); the others keep
 * their defaults. Enum columns travel as text and are cast after unnest: PGlite serializes arrays of
 * built-in types only.
 */
export const tables = {
  user: {
    table: 'user',
    columns: [
      { name: 'id', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'email', type: 'text' },
      { name: 'email_verified', type: 'bool' },
      { name: 'role', type: 'text' },
      { name: 'language', type: 'text' },
      { name: 'created_at', type: 'timestamptz' },
      { name: 'updated_at', type: 'timestamptz' },
    ],
  },
  amenity: {
    table: 'amenity',
    columns: [
      { name: 'id', type: 'text' },
      { name: 'name_fr', type: 'text' },
      { name: 'name_en', type: 'text' },
      { name: 'icon', type: 'text' },
    ],
  },
  hotel: {
    table: 'hotel',
    columns: [
      { name: 'id', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'slug', type: 'text' },
      { name: 'description', type: 'text' },
      { name: 'latitude', type: 'float8' },
      { name: 'longitude', type: 'float8' },
      { name: 'address', type: 'text' },
      { name: 'city', type: 'text' },
      { name: 'postal_code', type: 'text' },
      { name: 'phone', type: 'text' },
      { name: 'stars', type: 'int2' },
      { name: 'tier', type: 'text', cast: 'hotel_tier' },
      { name: 'check_in_time', type: 'text' },
      { name: 'check_out_time', type: 'text' },
      { name: 'free_cancellation_days', type: 'int2' },
      { name: 'created_at', type: 'timestamptz' },
      { name: 'updated_at', type: 'timestamptz' },
    ],
  },
  hotelAmenity: {
    table: 'hotel_amenity',
    columns: [
      { name: 'hotel_id', type: 'text' },
      { name: 'amenity_id', type: 'text' },
    ],
  },
  room: {
    table: 'room',
    columns: [
      { name: 'id', type: 'text' },
      { name: 'hotel_id', type: 'text' },
      { name: 'city_key', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'description', type: 'text' },
      { name: 'type', type: 'text', cast: 'room_type' },
      { name: 'price_per_night', type: 'int4' },
      { name: 'capacity', type: 'int2' },
      { name: 'quantity', type: 'int2' },
      { name: 'created_at', type: 'timestamptz' },
      { name: 'updated_at', type: 'timestamptz' },
    ],
  },
  booking: {
    table: 'booking',
    columns: [
      { name: 'id', type: 'text' },
      { name: 'reference', type: 'text' },
      { name: 'kind', type: 'text', cast: 'booking_kind' },
      { name: 'user_id', type: 'text' },
      { name: 'status', type: 'text', cast: 'booking_status' },
      { name: 'payment_status', type: 'text', cast: 'payment_status' },
      { name: 'currency', type: 'text' },
      { name: 'total_amount', type: 'int4' },
      { name: 'guest_name', type: 'text' },
      { name: 'guest_phone', type: 'text' },
      { name: 'guest_email', type: 'text' },
      { name: 'special_requests', type: 'text' },
      { name: 'language', type: 'text' },
      { name: 'hotel_id', type: 'text' },
      { name: 'hotel_name', type: 'text' },
      { name: 'check_in', type: 'date' },
      { name: 'check_out', type: 'date' },
      { name: 'guests', type: 'int2' },
      { name: 'free_cancellation_until', type: 'timestamptz' },
      { name: 'cancelled_at', type: 'timestamptz' },
      { name: 'cancelled_by_id', type: 'text' },
      { name: 'created_at', type: 'timestamptz' },
      { name: 'updated_at', type: 'timestamptz' },
    ],
  },
  bookingRoom: {
    table: 'booking_room',
    columns: [
      { name: 'id', type: 'text' },
      { name: 'booking_id', type: 'text' },
      { name: 'room_id', type: 'text' },
      { name: 'room_name', type: 'text' },
      { name: 'room_type', type: 'text', cast: 'room_type' },
      { name: 'quantity', type: 'int2' },
      { name: 'price_per_night', type: 'int4' },
      // A 2-D array cannot hold rows of different lengths: each row's prices travel as an array literal.
      { name: 'night_prices', type: 'text', cast: 'integer[]' },
      { name: 'nights', type: 'int2' },
      { name: 'subtotal', type: 'int4' },
      { name: 'created_at', type: 'timestamptz' },
    ],
  },
  roomNight: {
    table: 'room_night',
    columns: [
      { name: 'room_id', type: 'text' },
      { name: 'night', type: 'date' },
      { name: 'hotel_id', type: 'text' },
      { name: 'city_key', type: 'text' },
      { name: 'for_sale', type: 'int2' },
      { name: 'sold', type: 'int2' },
      { name: 'price', type: 'int4' },
    ],
  },
} as const satisfies Record<string, TableSpec>;

/** Every table the seed fills (the flights through the app's services), children first: the order a reset empties them in. */
export const seededTables = [
  'flight_schedule',
  'airline',
  'airport',
  'room_night',
  'booking_room',
  'booking',
  'hotel_amenity',
  'room',
  'hotel',
  'amenity',
  'user',
] as const;
