import { adminUserSchema, type userBanSchema } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { usersQueryKey } from './users';

const userPath = (id: string, action: string) => `/admin/users/${encodeURIComponent(id)}/${action}`;

/** POST …/password-reset: mails the user a link to choose a new password. */
export function useRequestPasswordReset() {
  const { t } = useTranslation('adminUsers');
  return useApiMutation({
    mutationFn: (id: string) => apiRequest(userPath(id, 'password-reset'), { method: 'POST' }),
    success: () => t('toasts.passwordResetSent'),
  });
}

/** POST …/revoke-sessions: signs the user out on every device. */
export function useRevokeSessions() {
  const { t } = useTranslation('adminUsers');
  return useApiMutation({
    mutationFn: (id: string) => apiRequest(userPath(id, 'revoke-sessions'), { method: 'POST' }),
    success: () => t('toasts.sessionsRevoked'),
  });
}

/** POST …/ban: keeps the user out, for some days or until unbanned. */
export function useBanUser() {
  const { t } = useTranslation('adminUsers');
  return useApiMutation({
    mutationFn: ({ id, ban }: { id: string; ban: z.input<typeof userBanSchema> }) =>
      apiRequest(userPath(id, 'ban'), { method: 'POST', body: ban, schema: adminUserSchema }),
    success: (user) => t('toasts.banned', { email: user.email }),
    invalidates: [usersQueryKey],
  });
}

/** POST …/unban. */
export function useUnbanUser() {
  const { t } = useTranslation('adminUsers');
  return useApiMutation({
    mutationFn: (id: string) =>
      apiRequest(userPath(id, 'unban'), { method: 'POST', schema: adminUserSchema }),
    success: (user) => t('toasts.unbanned', { email: user.email }),
    invalidates: [usersQueryKey],
  });
}
