import { createHash, randomBytes } from 'node:crypto';
import {
  type AirlineMemberRole,
  type HotelMemberRole,
  type InvitationInput,
  type InvitationView,
  invitationLifetimeDays,
  type Language,
  languageOrDefault,
  type MemberRole,
  type MemberSettings,
  type Members,
  type Properties,
  type SessionUser,
} from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { assertPlatform, partnerScope, type Scope } from '../../lib/scope';
import type { MailRecipient } from '../../mail/mail.types';
import { enqueueMail } from '../../mail/outbox';
import type { Actor, AuditService } from '../audit/audit.service';
import {
  deleteInvitation,
  deleteMember,
  findInvitationByToken,
  findMember,
  findMemberByEmail,
  findUserByEmail,
  insertMember,
  lockOwners,
  mailRecipients,
  markInvitationAccepted,
  membershipsOfUser,
  membersOf,
  pendingInvitationsOf,
  propertiesOfUser,
  propertyName,
  replaceInvitation,
  setBookingMails,
} from './partners.repo';
import {
  airlineProperty,
  auditPropertyOf,
  authorizeProperty,
  hotelProperty,
  type Property,
  propertyOfRow,
} from './property';

const dayMs = 86_400_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface PartnerServiceDeps {
  db: Database;
  audit: AuditService;
  appUrl: string;
  onMailQueued: () => void;
  now?: () => Date;
}

/**
 * Partner accounts: the memberships that make an account a hotel's or an airline's team member,
 * the invitations that create them, and the scope they give on every partner route.
 */
export function createPartnerService(deps: PartnerServiceDeps) {
  const { db, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function existingPropertyName(property: Property) {
    const name = await propertyName(db, property);
    if (name === undefined) throw new AppError('NOT_FOUND');
    return name;
  }

  return {
    /** The scope of an account's memberships: what its partner routes may reach. */
    async scopeOf(user: SessionUser): Promise<Scope> {
      const rows = await membershipsOfUser(db, user.id);
      return partnerScope(
        rows.flatMap((row) => (row.hotelId ? [[row.hotelId, row.role as HotelMemberRole] as const] : [])),
        rows.flatMap((row) =>
          row.airlineCode ? [[row.airlineCode, row.role as AirlineMemberRole] as const] : [],
        ),
      );
    },

    /** The caller's own hotels and airlines, with its role in each. */
    properties: (user: SessionUser): Promise<Properties> =>
      propertiesOfUser(db, user.id) as Promise<Properties>,

    async members(actor: Actor, property: Property): Promise<Members> {
      authorizeProperty(actor.scope, property, 'members');
      await existingPropertyName(property);
      const [members, invitations] = await Promise.all([
        membersOf(db, property),
        pendingInvitationsOf(db, property, now()),
      ]);
      return {
        members: members.map(({ language: _language, joinedAt, ...member }) => ({
          ...member,
          joinedAt: joinedAt.toISOString(),
        })),
        invitations: invitations.map((invitation) => ({
          ...invitation,
          expiresAt: invitation.expiresAt.toISOString(),
          createdAt: invitation.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Mails an invitation to join the property with a role, in the recipient's language (an
     * account's own, else the inviter's); a new one to the same address replaces the one pending.
     */
    async invite(actor: Actor, property: Property, input: InvitationInput, inviterLanguage: Language) {
      authorizeProperty(actor.scope, property, 'members');
      const name = await existingPropertyName(property);
      const email = input.email.trim().toLowerCase();
      if (await findMemberByEmail(db, property, email)) throw new AppError('ALREADY_MEMBER');
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + invitationLifetimeDays * dayMs);
      const recipient = await findUserByEmail(db, email);
      const id = newId();
      await db.transaction(async (tx) => {
        await replaceInvitation(tx, {
          id,
          tokenHash: hashToken(token),
          email,
          property,
          role: input.role,
          invitedById: actor.id,
          expiresAt,
        });
        await enqueueMail(tx, {
          to: { email, language: (recipient?.language as Language | undefined) ?? inviterLanguage },
          template: 'partner-invitation',
          data: {
            propertyName: name,
            role: input.role,
            invitedBy: actor.scope.kind === 'platform' ? null : actor.email,
            expiresAt: expiresAt.toISOString(),
            url: `${deps.appUrl}/partner/invitations/${token}`,
          },
          createdById: actor.id,
        });
        await audit.record(tx, actor, {
          action: 'member.invite',
          entityType: 'invitation',
          entityId: id,
          after: { email, role: input.role },
          ...auditPropertyOf(property),
        });
      });
      deps.onMailQueued();
      return { id, email, role: input.role, expiresAt: expiresAt.toISOString() };
    },

    async revokeInvitation(actor: Actor, property: Property, invitationId: string) {
      authorizeProperty(actor.scope, property, 'members');
      await db.transaction(async (tx) => {
        const removed = await deleteInvitation(tx, property, invitationId);
        if (!removed) throw new AppError('NOT_FOUND');
        await audit.record(tx, actor, {
          action: 'member.invitation-revoke',
          entityType: 'invitation',
          entityId: invitationId,
          before: { email: removed.email },
          ...auditPropertyOf(property),
        });
      });
    },

    /**
     * Removes a member (an owner removes anyone, a member may leave); the last owner stays, so
     * that the property always has someone to run it.
     */
    async removeMember(actor: Actor, property: Property, userId: string) {
      if (userId !== actor.id) authorizeProperty(actor.scope, property, 'members');
      else if (actor.scope.kind === 'partner') {
        // Leaving needs no permission, only a membership: anyone else's property stays unseen.
        const roles = property.kind === 'HOTEL' ? actor.scope.hotels : actor.scope.airlines;
        if (!roles.has(property.id)) throw new AppError('NOT_FOUND');
      }
      await db.transaction(async (tx) => {
        const owners = await lockOwners(tx, property);
        const member = await findMember(tx, property, userId);
        if (!member) throw new AppError('NOT_FOUND');
        if (member.role === 'OWNER' && owners.length <= 1) throw new AppError('LAST_OWNER');
        await deleteMember(tx, property, userId);
        await audit.record(tx, actor, {
          action: 'member.remove',
          entityType: 'member',
          entityId: userId,
          before: { role: member.role },
          ...auditPropertyOf(property),
        });
      });
    },

    /** Makes an existing account a member at once, without an invitation: the platform's (demo data). */
    async addMember(actor: Actor, property: Property, userId: string, role: MemberRole) {
      assertPlatform(actor.scope);
      await existingPropertyName(property);
      await db.transaction(async (tx) => {
        await insertMember(tx, { id: newId(), userId, property, role, invitedById: actor.id });
        await audit.record(tx, actor, {
          action: 'member.add',
          entityType: 'member',
          entityId: userId,
          after: { role },
          ...auditPropertyOf(property),
        });
      });
    },

    /** The caller's own mail setting for one of its properties. */
    async updateSettings(actor: Actor, property: Property, settings: MemberSettings) {
      return db.transaction(async (tx) => {
        const updated = await setBookingMails(tx, property, actor.id, settings.bookingMails);
        if (!updated) throw new AppError('NOT_FOUND');
        await audit.record(tx, actor, {
          action: 'member.settings',
          entityType: 'member',
          entityId: actor.id,
          after: settings,
          ...auditPropertyOf(property),
        });
        return { bookingMails: updated.bookingMails };
      });
    },

    /** What the invitation page shows to whoever holds the link. */
    async invitation(token: string): Promise<InvitationView> {
      const row = await findInvitationByToken(db, hashToken(token));
      if (!row) throw new AppError('INVITATION_NOT_FOUND');
      const property = propertyOfRow(row);
      return {
        property: { ...property, name: (await propertyName(db, property)) ?? '' },
        role: row.role,
        email: row.email,
        status: row.acceptedAt ? 'ACCEPTED' : row.expiresAt <= now() ? 'EXPIRED' : 'PENDING',
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /** Accepts once, signed in with the address invited; the membership is added or given that role. */
    async accept(user: SessionUser, token: string, requestId?: string) {
      const at = now();
      const property = await db.transaction(async (tx) => {
        const row = await findInvitationByToken(tx, hashToken(token), { lock: true });
        if (!row) throw new AppError('INVITATION_NOT_FOUND');
        if (row.acceptedAt) throw new AppError('INVITATION_USED');
        if (row.expiresAt <= at) throw new AppError('INVITATION_EXPIRED');
        if (row.email !== user.email.toLowerCase()) throw new AppError('INVITATION_WRONG_ACCOUNT');
        const accepted = propertyOfRow(row);
        // A member keeps its role: a second invitation must not demote an owner (the last one, say).
        if (await findMember(tx, accepted, user.id)) throw new AppError('ALREADY_MEMBER');
        await insertMember(tx, {
          id: newId(),
          userId: user.id,
          property: accepted,
          role: row.role,
          invitedById: row.invitedById,
        });
        await markInvitationAccepted(tx, row.id, user.id, at);
        await audit.record(
          tx,
          {
            id: user.id,
            email: user.email,
            scope: partnerScope([], []),
            ...(requestId ? { requestId } : {}),
          },
          {
            action: 'member.accept',
            entityType: 'invitation',
            entityId: row.id,
            after: { role: row.role },
            ...auditPropertyOf(accepted),
          },
        );
        return { ...accepted, role: row.role };
      });
      return { property: { kind: property.kind, id: property.id }, role: property.role };
    },

    /**
     * Where a hotel's booking mails go: its owners and managers who asked for them, read in the
     * caller's transaction when given (the mails are queued in the booking's).
     */
    bookingMailRecipients: (hotelId: string, database: Database | Transaction = db) =>
      mailRecipients(database, hotelProperty(hotelId)),

    /**
     * Where an airline's mails go (connections its new times break): its owners and managers who
     * take its mails, each in their language; read in the caller's transaction when it has one.
     */
    async airlineMailRecipients(
      airlineCode: string,
      tx: Database | Transaction = db,
    ): Promise<MailRecipient[]> {
      const rows = await mailRecipients(tx, airlineProperty(airlineCode));
      return rows.map((row) => ({ email: row.email, language: languageOrDefault(row.language) }));
    },
  };
}

export type PartnerService = ReturnType<typeof createPartnerService>;
