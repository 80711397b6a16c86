import { randomBytes } from 'node:crypto';
import { type Database, schema } from '@madabook/db';
import { like } from 'drizzle-orm';
import type { Services } from '../services';

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
      await context.internalAdapter.updateUser(existing.user.id, { role: 'ADMIN,USER', emailVerified: true });
      return { created: false, userId: existing.user.id };
    }
    const { user } = await services.auth.api.createUser({
      body: { email, password: input.password, name: input.name ?? email, role: ['ADMIN', 'USER'] },
    });
    await context.internalAdapter.updateUser(user.id, { emailVerified: true });
    return { created: true, userId: user.id };
  });
}

export async function hasAdmin(db: Database): Promise<boolean> {
  const admins = await db
    .select({ id: schema.user.id })
    .from(schema.user)
    .where(like(schema.user.role, '%ADMIN%'))
    .limit(1);
  return admins.length > 0;
}
