import type {
  AdminUser,
  Paginated,
  Role,
  userBanSchema,
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
} from '@madabook/contracts';
import type { Where } from 'better-auth';
import type { z } from 'zod';
import type { Auth } from '../../auth/auth';
import type { AuthTransactions } from '../../auth/auth-transaction';
import { rolesOf, typeOf } from '../../auth/roles';
import { AppError } from '../../lib/errors';
import { escapeLike } from '../../lib/list-query';
import { pageOf, pageWindow } from '../../lib/pagination';
import type { Actor, AuditChange, AuditService } from '../audit/audit.service';
import { fromBetterAuth } from './better-auth-errors';

/** An admin's request: who, for the audit, and their headers, for better-auth's own permission checks. */
export interface AdminCaller {
  actor: Actor;
  headers: Headers;
}

/** A user as better-auth hands it out (its admin plugin adds the role and ban fields). */
interface AuthUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  emailVerified: boolean;
  role?: string | null;
  banned?: boolean | null;
  banReason?: string | null;
  banExpires?: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

const iso = (instant: Date | string) => new Date(instant).toISOString();

function toAdminUser(user: AuthUser): AdminUser {
  const roles = rolesOf(user);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image ?? null,
    emailVerified: user.emailVerified,
    roles,
    type: typeOf(roles),
    banned: user.banned ?? false,
    banReason: user.banReason ?? null,
    banExpires: user.banExpires ? iso(user.banExpires) : null,
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

/** better-auth keeps roles comma-joined: the same role twice would stay twice. */
const distinct = (roles: Role[]) => [...new Set(roles)];

const resetPasswordPage = '/reset-password';
const daySeconds = 86_400;

/** Users in the back office, through better-auth's admin plugin so that its rules and hooks apply. */
export function createUserAdminService(deps: {
  auth: Auth;
  transactions: AuthTransactions;
  audit: AuditService;
}) {
  const { auth, transactions, audit } = deps;

  /** better-auth's writes and the audit entry commit together; its refusals become our codes. */
  async function inTransaction<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await transactions.withAuthTransaction(work);
    } catch (error) {
      throw fromBetterAuth(error);
    }
  }

  const record = (caller: AdminCaller, change: Omit<AuditChange, 'entityType'>) =>
    transactions.inAuthTransaction((tx) => audit.record(tx, caller.actor, { entityType: 'user', ...change }));

  async function findUser(caller: AdminCaller, id: string): Promise<AdminUser> {
    return toAdminUser(await auth.api.getUser({ query: { id }, headers: caller.headers }));
  }

  /** The self-protection rule: an admin keeps their own access. */
  function refuseSelf(caller: AdminCaller, id: string) {
    if (id === caller.actor.id) throw new AppError('CANNOT_CHANGE_OWN_ADMIN_ROLE');
  }

  return {
    /**
     * The admin plugin's list-users searches a single field; the adapter call
     * behind it, made here directly, can look for the term in the email or the name.
     */
    async list(query: z.output<typeof userListQuerySchema>): Promise<Paginated<AdminUser>> {
      const { internalAdapter } = await auth.$context;
      const where: Where[] = [];
      if (query.role) where.push({ field: 'role', operator: 'contains', value: query.role });
      if (query.q) {
        for (const field of ['email', 'name']) {
          where.push({
            field,
            operator: 'contains',
            value: escapeLike(query.q),
            mode: 'insensitive',
            connector: 'OR',
          });
        }
      }
      const filter = where.length > 0 ? where : undefined;
      const { offset, limit } = pageWindow(query);
      const [users, total] = await Promise.all([
        internalAdapter.listUsers(limit, offset, { field: query.sort, direction: query.order }, filter),
        internalAdapter.countTotalUsers(filter),
      ]);
      return pageOf(
        users.map((user) => toAdminUser(user as AuthUser)),
        total,
        query,
      );
    },

    get: (caller: AdminCaller, id: string) => inTransaction(() => findUser(caller, id)),

    create(caller: AdminCaller, input: z.output<typeof userCreateSchema>): Promise<AdminUser> {
      return inTransaction(async () => {
        const { user } = await auth.api.createUser({
          body: {
            email: input.email,
            password: input.password,
            // As at sign-up: without a name, the name is the email.
            name: input.name || input.email.toLowerCase(),
            role: distinct(input.roles),
          },
          headers: caller.headers,
        });
        const created = toAdminUser(user);
        await record(caller, { action: 'user.create', entityId: created.id, after: created });
        return created;
      });
    },

    update(caller: AdminCaller, id: string, input: z.output<typeof userUpdateSchema>): Promise<AdminUser> {
      if (id === caller.actor.id && input.roles && !input.roles.includes('ADMIN')) {
        throw new AppError('CANNOT_CHANGE_OWN_ADMIN_ROLE');
      }
      return inTransaction(async () => {
        const before = await findUser(caller, id);
        const newEmail = input.email?.toLowerCase();
        const data = {
          ...(input.name === undefined ? {} : { name: input.name }),
          // A new address is not verified until its owner follows a link.
          ...(newEmail === undefined || newEmail === before.email
            ? {}
            : { email: newEmail, emailVerified: false }),
          ...(input.roles ? { role: distinct(input.roles) } : {}),
        };
        if (Object.keys(data).length === 0) return before;
        const after = toAdminUser(
          await auth.api.adminUpdateUser({ body: { userId: id, data }, headers: caller.headers }),
        );
        await record(caller, { action: 'user.update', entityId: id, before, after });
        return after;
      });
    },

    /** Mails the user a reset link, as if they had asked for it themselves. */
    requestPasswordReset(caller: AdminCaller, id: string): Promise<void> {
      return inTransaction(async () => {
        const user = await findUser(caller, id);
        await auth.api.requestPasswordReset({ body: { email: user.email, redirectTo: resetPasswordPage } });
        await record(caller, { action: 'user.password-reset', entityId: id, after: { email: user.email } });
      });
    },

    revokeSessions(caller: AdminCaller, id: string): Promise<void> {
      return inTransaction(async () => {
        const user = await findUser(caller, id);
        await auth.api.revokeUserSessions({ body: { userId: id }, headers: caller.headers });
        await record(caller, { action: 'user.revoke-sessions', entityId: id, after: { email: user.email } });
      });
    },

    ban(caller: AdminCaller, id: string, input: z.output<typeof userBanSchema>): Promise<AdminUser> {
      refuseSelf(caller, id);
      return inTransaction(async () => {
        const before = await findUser(caller, id);
        const { user } = await auth.api.banUser({
          body: {
            userId: id,
            ...(input.reason ? { banReason: input.reason } : {}),
            ...(input.expiresInDays ? { banExpiresIn: input.expiresInDays * daySeconds } : {}),
          },
          headers: caller.headers,
        });
        const after = toAdminUser(user);
        await record(caller, { action: 'user.ban', entityId: id, before, after });
        return after;
      });
    },

    unban(caller: AdminCaller, id: string): Promise<AdminUser> {
      return inTransaction(async () => {
        const before = await findUser(caller, id);
        const { user } = await auth.api.unbanUser({ body: { userId: id }, headers: caller.headers });
        const after = toAdminUser(user);
        await record(caller, { action: 'user.unban', entityId: id, before, after });
        return after;
      });
    },

    remove(caller: AdminCaller, id: string): Promise<void> {
      refuseSelf(caller, id);
      return inTransaction(async () => {
        const before = await findUser(caller, id);
        await auth.api.removeUser({ body: { userId: id }, headers: caller.headers });
        await record(caller, { action: 'user.delete', entityId: id, before });
      });
    },
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
