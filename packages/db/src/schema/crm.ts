import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { instant, timestamps } from './columns';

export const contact = pgTable(
  'contact',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    phoneNumber: text(),
    note: text().notNull().default(''),
    ...timestamps,
  },
  (table) => [index('contact_created_at_idx').on(table.createdAt)],
);

export const betaAccess = pgTable(
  'beta_access',
  {
    id: text().primaryKey(),
    email: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [uniqueIndex('beta_access_email_idx').on(sql`lower(${table.email})`)],
);

/** Who changed what in the back office, with the values before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text().primaryKey(),
    actorId: text().references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text().notNull(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    requestId: text(),
    /** PLATFORM for an admin, PARTNER for a member of the property acting in its name. */
    scope: text().notNull().default('PLATFORM'),
    /** The property the change concerns, so that its owners read it (kept after the property is gone). */
    hotelId: text(),
    airlineCode: text(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_hotel_idx').on(table.hotelId, table.createdAt),
    index('audit_log_airline_idx').on(table.airlineCode, table.createdAt),
    index('audit_log_created_at_idx').on(table.createdAt),
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
    index('audit_log_actor_idx').on(table.actorId),
  ],
);
