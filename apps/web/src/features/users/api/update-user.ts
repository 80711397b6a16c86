import { adminUserSchema, type UserUpdateInput } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { usersQueryKey } from './users';

/** PATCH /api/admin/users/{id}: name, email, roles. */
export function useUpdateUser() {
  const { t } = useTranslation('adminUsers');
  return useApiMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UserUpdateInput }) =>
      apiRequest(`/admin/users/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: changes,
        schema: adminUserSchema,
      }),
    success: () => t('toasts.updated'),
    invalidates: [usersQueryKey],
  });
}
