import { z } from 'zod';
import { pageQuerySchema, paginated } from './common';
import { emailSchema } from './credentials';
import { phoneSchema } from './phone';
import { text } from './text';

export const contactInputSchema = z
  .object({
    name: text().trim().min(1).max(120),
    email: emailSchema,
    phoneNumber: phoneSchema.nullish(),
    note: text().trim().max(2000).default(''),
  })
  .meta({ id: 'ContactInput' });
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactSchema = z
  .object({
    id: text(),
    name: text(),
    email: text(),
    phoneNumber: text().nullable(),
    note: text(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof contactSchema>;

export const contactListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(['name', 'email', 'createdAt']).default('createdAt'),
});
export const contactPageSchema = paginated(contactSchema).meta({ id: 'ContactPage' });

export const betaAccessInputSchema = z.object({ email: emailSchema }).meta({ id: 'BetaAccessInput' });
export const betaAccessSchema = z
  .object({ id: text(), email: text(), createdAt: z.iso.datetime() })
  .meta({ id: 'BetaAccess' });
export type BetaAccess = z.infer<typeof betaAccessSchema>;
export const betaAccessListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(['email', 'createdAt']).default('createdAt'),
});
export const betaAccessPageSchema = paginated(betaAccessSchema).meta({ id: 'BetaAccessPage' });

export const auditEntrySchema = z
  .object({
    id: text(),
    actorId: text().nullable(),
    actorEmail: text(),
    action: text(),
    entityType: text(),
    entityId: text(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    requestId: text()
      .nullable()
      .meta({ description: 'The id of the request that made the change, as logged' }),
    scope: z
      .enum(['PLATFORM', 'PARTNER'])
      .meta({ description: 'PLATFORM: an admin; PARTNER: a member acting for its hotel or airline' }),
    hotelId: text().nullable().meta({ description: 'The hotel the change concerns, if any' }),
    airlineCode: text().nullable().meta({ description: 'The airline the change concerns, if any' }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListQuerySchema = pageQuerySchema.extend({
  entityType: text().trim().max(40).optional(),
  entityId: text().trim().max(64).optional(),
  action: text().trim().max(60).optional(),
  actorId: text().trim().max(64).optional(),
  from: z.iso.date().optional().meta({ description: 'From the start of that day in Madagascar time' }),
  to: z.iso.date().optional().meta({ description: 'Until the end of that day in Madagascar time' }),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export const auditPageSchema = paginated(auditEntrySchema).meta({ id: 'AuditPage' });
