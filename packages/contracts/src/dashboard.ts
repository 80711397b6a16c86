import { z } from 'zod';
import { auditEntrySchema } from './crm';

const countSchema = z.number().int().min(0);

/**
 * What a manager reads first. Each area is one key of `figures`, so new ones
 * (bookings, revenue, occupancy) can be added without changing these.
 */
export const dashboardSchema = z
  .object({
    generatedAt: z.iso.datetime(),
    figures: z.object({
      hotels: z.object({ active: countSchema, archived: countSchema }),
      rooms: z
        .object({
          types: countSchema.meta({ description: 'Kinds of room offered' }),
          total: countSchema.meta({ description: 'Rooms of all kinds, summing their quantities' }),
        })
        .meta({ description: 'In active hotels' }),
      users: z.object({ total: countSchema, admins: countSchema, newLast7Days: countSchema }),
      betaAccess: z.object({ total: countSchema, last7Days: countSchema }),
      mails: z.object({ queued: countSchema, sending: countSchema, error: countSchema }),
      bookings: z.object({
        upcoming: countSchema.meta({ description: 'Confirmed stays not yet over' }),
        createdLast7Days: countSchema,
        cancelledLast7Days: countSchema,
      }),
      revenue: z.object({
        bookedLast30Days: countSchema.meta({
          description: 'Ariary of the bookings made in the last 30 days, not cancelled',
        }),
      }),
      occupancyNext30Days: z.object({
        roomNightsSold: countSchema,
        roomNightsOffered: countSchema,
        rate: z.number().min(0).meta({ description: 'Sold over offered, 0 to 1' }),
      }),
    }),
    recentActivity: z.array(auditEntrySchema).meta({ description: 'The last 10 audit entries' }),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
