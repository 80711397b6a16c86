import { type Database, schema, type Transaction } from '@madabook/db';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Property } from './property';

const { airline, hotel, partnerInvitation, propertyMember, user } = schema;
type Db = Database | Transaction;
export type MemberRow = typeof propertyMember.$inferSelect;
export type InvitationRow = typeof partnerInvitation.$inferSelect;

/** The columns that name a property, for a member or an invitation. */
const propertyColumns = (property: Property) =>
  property.kind === 'HOTEL'
    ? { hotelId: property.id, airlineCode: null }
    : { hotelId: null, airlineCode: property.id };

const memberOf = (property: Property) =>
  property.kind === 'HOTEL'
    ? eq(propertyMember.hotelId, property.id)
    : eq(propertyMember.airlineCode, property.id);

const invitationOf = (property: Property) =>
  property.kind === 'HOTEL'
    ? eq(partnerInvitation.hotelId, property.id)
    : eq(partnerInvitation.airlineCode, property.id);

/** Every membership of one account: its scope, in one indexed read. */
export function membershipsOfUser(db: Db, userId: string) {
  return db
    .select({
      hotelId: propertyMember.hotelId,
      airlineCode: propertyMember.airlineCode,
      role: propertyMember.role,
    })
    .from(propertyMember)
    .where(eq(propertyMember.userId, userId));
}

/** The hotels and airlines of one account, with their names, for its property switcher. */
export async function propertiesOfUser(db: Db, userId: string) {
  const [hotels, airlines] = await Promise.all([
    db
      .select({
        id: hotel.id,
        name: hotel.name,
        slug: hotel.slug,
        city: hotel.city,
        archived: hotel.archived,
        role: propertyMember.role,
        bookingMails: propertyMember.bookingMails,
      })
      .from(propertyMember)
      .innerJoin(hotel, eq(hotel.id, propertyMember.hotelId))
      .where(eq(propertyMember.userId, userId))
      .orderBy(asc(hotel.name)),
    db
      .select({ code: airline.code, name: airline.name, role: propertyMember.role })
      .from(propertyMember)
      .innerJoin(airline, eq(airline.code, propertyMember.airlineCode))
      .where(eq(propertyMember.userId, userId))
      .orderBy(asc(airline.name)),
  ]);
  return { hotels, airlines };
}

/** The property's name, or undefined when it does not exist. */
export async function propertyName(db: Db, property: Property) {
  const [row] =
    property.kind === 'HOTEL'
      ? await db.select({ name: hotel.name }).from(hotel).where(eq(hotel.id, property.id))
      : await db.select({ name: airline.name }).from(airline).where(eq(airline.code, property.id));
  return row?.name;
}

export function membersOf(db: Db, property: Property) {
  return db
    .select({
      userId: propertyMember.userId,
      email: user.email,
      name: user.name,
      language: user.language,
      role: propertyMember.role,
      bookingMails: propertyMember.bookingMails,
      joinedAt: propertyMember.createdAt,
    })
    .from(propertyMember)
    .innerJoin(user, eq(user.id, propertyMember.userId))
    .where(memberOf(property))
    .orderBy(asc(propertyMember.createdAt), asc(user.email));
}

export async function findMember(db: Db, property: Property, userId: string) {
  const [row] = await db
    .select()
    .from(propertyMember)
    .where(and(memberOf(property), eq(propertyMember.userId, userId)));
  return row;
}

export async function findMemberByEmail(db: Db, property: Property, email: string) {
  const [row] = await db
    .select({ userId: propertyMember.userId })
    .from(propertyMember)
    .innerJoin(user, eq(user.id, propertyMember.userId))
    .where(and(memberOf(property), eq(user.email, email)));
  return row;
}

/** The owners of a property, locked: removing or demoting one waits for any other such change. */
export function lockOwners(tx: Transaction, property: Property) {
  return tx
    .select({ userId: propertyMember.userId })
    .from(propertyMember)
    .where(and(memberOf(property), eq(propertyMember.role, 'OWNER')))
    .orderBy(asc(propertyMember.userId))
    .for('update');
}

export async function insertMember(
  tx: Transaction,
  row: {
    id: string;
    userId: string;
    property: Property;
    role: MemberRow['role'];
    invitedById: string | null;
  },
) {
  await tx.insert(propertyMember).values({
    id: row.id,
    userId: row.userId,
    role: row.role,
    invitedById: row.invitedById,
    ...propertyColumns(row.property),
  });
}

export async function deleteMember(tx: Transaction, property: Property, userId: string) {
  const removed = await tx
    .delete(propertyMember)
    .where(and(memberOf(property), eq(propertyMember.userId, userId)))
    .returning();
  return removed[0];
}

export async function setBookingMails(db: Db, property: Property, userId: string, bookingMails: boolean) {
  const [updated] = await db
    .update(propertyMember)
    .set({ bookingMails })
    .where(and(memberOf(property), eq(propertyMember.userId, userId)))
    .returning();
  return updated;
}

/** Owners and managers of the hotel or the airline who asked for its booking mails. */
export function mailRecipients(db: Db, property: Property) {
  return db
    .select({ email: user.email, language: user.language })
    .from(propertyMember)
    .innerJoin(user, eq(user.id, propertyMember.userId))
    .where(
      and(
        memberOf(property),
        eq(propertyMember.bookingMails, true),
        sql`${propertyMember.role} in ('OWNER', 'MANAGER')`,
      ),
    )
    .orderBy(asc(user.email));
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: user.id, language: user.language })
    .from(user)
    .where(eq(user.email, email));
  return row;
}

/** Invitations not accepted yet and still valid, with who sent them. */
export function pendingInvitationsOf(db: Db, property: Property, now: Date) {
  return db
    .select({
      id: partnerInvitation.id,
      email: partnerInvitation.email,
      role: partnerInvitation.role,
      invitedBy: user.email,
      expiresAt: partnerInvitation.expiresAt,
      createdAt: partnerInvitation.createdAt,
    })
    .from(partnerInvitation)
    .leftJoin(user, eq(user.id, partnerInvitation.invitedById))
    .where(
      and(invitationOf(property), isNull(partnerInvitation.acceptedAt), gt(partnerInvitation.expiresAt, now)),
    )
    .orderBy(asc(partnerInvitation.createdAt));
}

/** A new invitation replaces any one still waiting for the same address and property. */
export async function replaceInvitation(
  tx: Transaction,
  row: Omit<typeof partnerInvitation.$inferInsert, 'hotelId' | 'airlineCode'> & { property: Property },
) {
  const { property, ...invitation } = row;
  await tx
    .delete(partnerInvitation)
    .where(
      and(
        invitationOf(property),
        eq(partnerInvitation.email, invitation.email),
        isNull(partnerInvitation.acceptedAt),
      ),
    );
  await tx.insert(partnerInvitation).values({ ...invitation, ...propertyColumns(property) });
}

export async function deleteInvitation(db: Db, property: Property, id: string) {
  const removed = await db
    .delete(partnerInvitation)
    .where(and(invitationOf(property), eq(partnerInvitation.id, id), isNull(partnerInvitation.acceptedAt)))
    .returning({ id: partnerInvitation.id, email: partnerInvitation.email });
  return removed[0];
}

export async function findInvitationByToken(db: Db, tokenHash: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(partnerInvitation).where(eq(partnerInvitation.tokenHash, tokenHash));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function markInvitationAccepted(tx: Transaction, id: string, userId: string, at: Date) {
  await tx
    .update(partnerInvitation)
    .set({ acceptedAt: at, acceptedById: userId })
    .where(eq(partnerInvitation.id, id));
}
