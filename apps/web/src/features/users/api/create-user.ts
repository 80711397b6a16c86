import { adminUserSchema, type UserCreateInput } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { usersQueryKey } from './users';

/** POST /api/admin/users: a user, or an admin when the roles say so. */
export function useCreateUser() {
  const { t } = useTranslation('adminUsers');
  return useApiMutation({
    mutationFn: (input: UserCreateInput) =>
      apiRequest('/admin/users', { method: 'POST', body: input, schema: adminUserSchema }),
    success: (user) => t('toasts.created', { email: user.email }),
    invalidates: [usersQueryKey],
  });
}
