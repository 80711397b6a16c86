import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { hotel, room } from './catalog';
import { instant, timestamps } from './columns';
import { airline } from './flights';

/** A hotel's roles are all three; an airline's only OWNER and MANAGER (a check says so). */
export const memberRole = pgEnum('member_role', ['OWNER', 'MANAGER', 'FRONT_DESK']);

const propertyColumns = {
  hotelId: text().references(() => hotel.id, { onDelete: 'cascade' }),
  airlineCode: text().references(() => airline.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
  role: memberRole().notNull(),
};

/** One account's membership of one hotel or one airline: what a partner account is made of. */
export const propertyMember = pgTable(
  'property_member',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...propertyColumns,
    /** A mail for each new booking, cancellation and payment of the property. */
    bookingMails: boolean().notNull().default(true),
    invitedById: text().references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('property_member_hotel_idx').on(table.hotelId, table.userId),
    uniqueIndex('property_member_airline_idx').on(table.airlineCode, table.userId),
    index('property_member_user_idx').on(table.userId),
    check('property_member_one_property', sql`num_nonnulls(${table.hotelId}, ${table.airlineCode}) = 1`),
    check('property_member_airline_role', sql`${table.airlineCode} is null or ${table.role} <> 'FRONT_DESK'`),
  ],
);

/**
 * An invitation to join a property, sent by mail: only the hash of its link's token is kept, so the
 * table read by someone else opens no door. Accepted once; a new invitation to the same address
 * for the same property replaces the one pending.
 */
export const partnerInvitation = pgTable(
  'partner_invitation',
  {
    id: text().primaryKey(),
    tokenHash: text().notNull(),
    /** Lower-cased, as accounts keep theirs. */
    email: text().notNull(),
    ...propertyColumns,
    invitedById: text().references(() => user.id, { onDelete: 'set null' }),
    expiresAt: instant().notNull(),
    acceptedAt: instant(),
    acceptedById: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('partner_invitation_token_idx').on(table.tokenHash),
    index('partner_invitation_hotel_idx').on(table.hotelId),
    index('partner_invitation_airline_idx').on(table.airlineCode),
    check('partner_invitation_one_property', sql`num_nonnulls(${table.hotelId}, ${table.airlineCode}) = 1`),
    check(
      'partner_invitation_airline_role',
      sql`${table.airlineCode} is null or ${table.role} <> 'FRONT_DESK'`,
    ),
  ],
);

/** The secret iCalendar address of a room type's bookings; replacing the token retires the old address. */
export const roomCalendarFeed = pgTable(
  'room_calendar_feed',
  {
    roomId: text()
      .primaryKey()
      .references(() => room.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [uniqueIndex('room_calendar_feed_token_idx').on(table.token)],
);
