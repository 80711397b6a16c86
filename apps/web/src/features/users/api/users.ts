import { userPageSchema } from '@madabook/contracts';
import { listQueryOptions } from '@/lib/list-query-options';
import type { UsersSearch } from '../users-search';

/** Under this key: every list of users, made stale by any change to a user. */
export const usersQueryKey = ['admin', 'users'] as const;

/** GET /api/admin/users: one page, searched by email or name. */
export function usersQueryOptions(search: UsersSearch) {
  return listQueryOptions(usersQueryKey, '/admin/users', search, userPageSchema);
}

/** The administrators, by email: the people who can appear as authors in the back office. */
export const administratorsQueryOptions = listQueryOptions(
  usersQueryKey,
  '/admin/users',
  { role: 'ADMIN', sort: 'email', order: 'asc', pageSize: 100 },
  userPageSchema,
);
