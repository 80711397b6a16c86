import type { SessionUser } from '@madabook/contracts';

/** Who reads: the public sees what is published, without bookkeeping fields; admins see everything. */
export type Audience = 'public' | 'admin';

export const audienceOf = (user: SessionUser | null | undefined): Audience =>
  user?.roles.includes('ADMIN') && !user.banned ? 'admin' : 'public';
