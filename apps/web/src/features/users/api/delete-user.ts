import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { usersQueryKey } from './users';

/** DELETE /api/admin/users/{id}: the user, their sessions and accounts. */
export function useDeleteUser() {
  const { t } = useTranslation('adminUsers');
  return useApiMutation({
    mutationFn: (id: string) => apiRequest(`/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    success: () => t('toasts.deleted'),
    invalidates: [usersQueryKey],
  });
}
