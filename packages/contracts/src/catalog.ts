import { z } from 'zod';
import { booleanQuerySchema, idSchema, pageQuerySchema, paginated } from './common';
import { text } from './text';

export const hotelTiers = ['STANDARD', 'PREMIUM'] as const;
export const hotelTierSchema = z.enum(hotelTiers);
export type HotelTier = z.infer<typeof hotelTierSchema>;

export const roomTypes = [
  'SINGLE',
  'DOUBLE',
  'TWIN',
  'TRIPLE',
  'FAMILY',
  'SUITE',
  'BUNGALOW',
  'VILLA',
  'DORMITORY',
] as const;
export const roomTypeSchema = z.enum(roomTypes);
export type RoomType = z.infer<typeof roomTypeSchema>;

/** The icons an amenity may use: lucide names the web app bundles. */
export const amenityIcons = [
  'wifi',
  'waves',
  'car',
  'utensils',
  'coffee',
  'wine',
  'air-vent',
  'dumbbell',
  'sparkles',
  'plane',
  'umbrella',
  'sun',
  'trees',
  'ship',
  'fish',
  'bike',
  'baby',
  'dog',
  'tv',
  'shirt',
  'concierge-bell',
  'shield-check',
  'accessibility',
  'bath',
  'flame',
  'mountain',
] as const;
export const amenityIconSchema = z.enum(amenityIcons);
export type AmenityIcon = z.infer<typeof amenityIconSchema>;

export const photoRenditions = ['thumb', 'card', 'large'] as const;
export type PhotoRendition = (typeof photoRenditions)[number];
/** The WebP sizes every photo is served in: at most this wide, never enlarged. */
export const photoRenditionWidths: Record<PhotoRendition, number> = { thumb: 320, card: 800, large: 1600 };

/** What an upload may hold: multipart field `file`, once or several times. */
export const photoUploadLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  maxFilesPerUpload: 5,
  maxPixels: 50_000_000,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
} as const;

export const photoSchema = z
  .object({
    id: text(),
    position: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    urls: z.object({ thumb: text(), card: text(), large: text() }),
  })
  .meta({ id: 'Photo' });
export type Photo = z.infer<typeof photoSchema>;

export const photoOrderSchema = z
  .object({ photoIds: z.array(idSchema).min(1).max(100) })
  .meta({ id: 'PhotoOrder' });

// Amenities

export const amenityInputSchema = z
  .object({
    nameFr: text().trim().min(1).max(60),
    nameEn: text().trim().min(1).max(60),
    icon: amenityIconSchema,
  })
  .meta({ id: 'AmenityInput' });
export type AmenityInput = z.infer<typeof amenityInputSchema>;

export const amenitySchema = amenityInputSchema
  .extend({ id: text(), hotelCount: z.number().int().optional() })
  .meta({ id: 'Amenity' });
export type Amenity = z.infer<typeof amenitySchema>;

// Hotels

export const hotelSchema = z
  .object({
    id: text(),
    slug: text(),
    name: text(),
    description: text(),
    latitude: z.number(),
    longitude: z.number(),
    address: text(),
    city: text(),
    country: text(),
    postalCode: text().nullable(),
    phone: text().nullable(),
    stars: z.number().int(),
    tier: hotelTierSchema,
    archived: z.boolean(),
    checkInTime: text(),
    checkOutTime: text(),
    freeCancellationDays: z.number().int(),
    prepaymentPercent: z.number().int(),
    amenities: z.array(amenitySchema),
    photos: z.array(photoSchema),
    roomCount: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Hotel' });
export type Hotel = z.infer<typeof hotelSchema>;

/** What anyone may read: the back office's bookkeeping fields left out. */
export const publicHotelSchema = hotelSchema
  .omit({ archived: true, createdAt: true, updatedAt: true })
  .meta({ id: 'PublicHotel' });
export type PublicHotel = z.infer<typeof publicHotelSchema>;

export const hotelArchiveSchema = z
  .object({ id: idSchema, archived: z.boolean() })
  .meta({ id: 'HotelArchive' });
export type HotelArchive = z.infer<typeof hotelArchiveSchema>;

export const hotelSortFields = ['name', 'city', 'stars', 'tier', 'createdAt', 'updatedAt'] as const;
export const hotelListQuerySchema = pageQuerySchema.extend({
  city: text().trim().max(80).optional(),
  tier: hotelTierSchema.optional(),
  archived: booleanQuerySchema.optional(),
  sort: z.enum(hotelSortFields).default('name'),
});
export type HotelListQuery = z.input<typeof hotelListQuerySchema>;
export type HotelListFilter = z.output<typeof hotelListQuerySchema>;
export const hotelPageSchema = paginated(hotelSchema).meta({ id: 'HotelPage' });

// Rooms

export const roomInputSchema = z
  .object({
    hotelId: idSchema,
    name: text().trim().min(1).max(120),
    description: text().trim().max(3000).default(''),
    type: roomTypeSchema,
    pricePerNight: z.number().int().min(1).max(100_000_000),
    capacity: z.number().int().min(1).max(20),
    quantity: z.number().int().min(0).max(500),
  })
  .meta({ id: 'RoomInput' });
export type RoomInput = z.input<typeof roomInputSchema>;
export type RoomValues = z.output<typeof roomInputSchema>;

export const roomUpdateSchema = roomInputSchema.omit({ hotelId: true }).meta({ id: 'RoomUpdate' });
export type RoomUpdateValues = z.output<typeof roomUpdateSchema>;

export const roomSchema = roomInputSchema
  .extend({
    id: text(),
    description: text(),
    photos: z.array(photoSchema),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Room' });
export type Room = z.infer<typeof roomSchema>;

export const publicRoomSchema = roomSchema
  .omit({ createdAt: true, updatedAt: true })
  .meta({ id: 'PublicRoom' });
export type PublicRoom = z.infer<typeof publicRoomSchema>;
