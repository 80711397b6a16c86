import { type Role, roleSchema } from '@madabook/contracts';

/** The admin plugin keeps roles comma-joined in one column; the API speaks of a list. */
export function rolesOf(user: { role?: string | null }): Role[] {
  const roles = (user.role ?? 'USER')
    .split(',')
    .map((role) => roleSchema.safeParse(role.trim()))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
  return roles.length > 0 ? roles : ['USER'];
}

/** The spec's `type`: the highest of the roles. */
export const typeOf = (roles: Role[]): Role => (roles.includes('ADMIN') ? 'ADMIN' : 'USER');
