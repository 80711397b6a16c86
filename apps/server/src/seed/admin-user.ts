import { randomBytes } from 'node:crypto';
import type { Role } from '@madabook/contracts';
import { type Database, schema } from '@madabook/db';
import { asc, like } from 'drizzle-orm';
import type { Services } from '../services';

const adminRoles = 'ADMIN,USER';

export const generatePassword = () => randomBytes(12).toString('base64url');

/** Creates an admin, or makes an existing user one; the email counts as verified. */
export async function createAdminUser(
  services: Services,
  input: { email: string; password: string; name?: string },
): Promise<{ created: boolean; userId: string }> {
  const email = input.email.toLowerCase();
  return services.transactions.withAuthTransaction(async () => {
    const context = await services.auth.$context;
    const existing = await context.internalAdapter.findUserByEmail(email);
    if (existing) {
      // Only what is missing is written: a second run for an admin changes nothing.
      const role = (existing.user as { role?: string | null }).role;
      if (role !== adminRoles || !existing.user.emailVerified) {
        await context.internalAdapter.updateUser(existing.user.id, { role: adminRoles, emailVerified: true });
      }
      return { created: false, userId: existing.user.id };
    }
    return { created: true, userId: await createVerifiedUser(services, input, ['ADMIN', 'USER']) };
  });
}

/** A new account whose address counts as verified, in the caller's auth transaction. */
export async function createVerifiedUser(
  services: Services,
  input: { email: string; password: string; name?: string },
  roles: Role[],
): Promise<string> {
  const email = input.email.toLowerCase();
  const { user } = await services.auth.api.createUser({
    body: { email, password: input.password, name: input.name ?? email, role: roles },
  });
  const context = await services.auth.$context;
  await context.internalAdapter.updateUser(user.id, { emailVerified: true });
  return user.id;
}

/** An admin, the first found: the seed acts in their name. */
export async function findAdmin(db: Database): Promise<{ id: string; email: string } | undefined> {
  const [admin] = await db
    .select({ id: schema.user.id, email: schema.user.email })
    .from(schema.user)
    .where(like(schema.user.role, '%ADMIN%'))
    .orderBy(asc(schema.user.createdAt))
    .limit(1);
  return admin;
}
