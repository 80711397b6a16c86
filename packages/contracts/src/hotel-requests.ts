import { z } from 'zod';
import { hotelTierSchema } from './catalog';
import { idSchema, timeOfDaySchema } from './common';
import { phoneSchema } from './phone';
import { text } from './text';

// What the back office and a hotel's managers send to create or change a hotel: apart from what
// hotel pages read, since it carries the hotel's phone number (./phone).

export const hotelInputSchema = z
  .object({
    name: text().trim().min(2).max(120),
    description: text().trim().max(5000).default(''),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    address: text().trim().min(2).max(200),
    city: text().trim().min(2).max(80),
    country: text().trim().min(2).max(80).default('Madagascar'),
    postalCode: text().trim().max(20).nullish(),
    phone: phoneSchema.nullish(),
    stars: z.number().int().min(1).max(5),
    tier: hotelTierSchema.default('STANDARD'),
    checkInTime: timeOfDaySchema.default('14:00'),
    checkOutTime: timeOfDaySchema.default('11:00'),
    freeCancellationDays: z.number().int().min(0).max(60).default(2),
    prepaymentPercent: z.number().int().min(0).max(100).default(0).meta({
      description:
        'Share of a stay paid online when booking: 0 pays at the property, 1–99 a deposit, 100 everything',
    }),
    amenityIds: z.array(idSchema).max(50).default([]),
  })
  .meta({ id: 'HotelInput' });
export type HotelInput = z.input<typeof hotelInputSchema>;

/** The input once parsed: defaults applied, phone in E.164. */
export type HotelValues = z.output<typeof hotelInputSchema>;

/** An update keeps the slug, so links stay valid, unless a new one is asked for. */
export const hotelUpdateSchema = hotelInputSchema
  .extend({ renewSlug: z.boolean().default(false) })
  .meta({ id: 'HotelUpdate' });
export type HotelUpdate = z.input<typeof hotelUpdateSchema>;
export type HotelUpdateValues = z.output<typeof hotelUpdateSchema>;

/** What a hotel's owners and managers may change: everything but its stars and tier (the platform's). */
export const partnerHotelUpdateSchema = hotelUpdateSchema
  .omit({ stars: true, tier: true })
  .strict()
  .meta({ id: 'PartnerHotelUpdate' });
export type PartnerHotelUpdate = z.input<typeof partnerHotelUpdateSchema>;
export type PartnerHotelUpdateValues = z.output<typeof partnerHotelUpdateSchema>;
