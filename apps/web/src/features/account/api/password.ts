import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authClient } from '@/lib/auth-client';
import { refreshSession } from '@/lib/session';
import { useAccountAction } from '../hooks/use-account-action';
import { accountQueryKey } from './query-keys';

type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
};

/**
 * POST /change-password. Signing out the other devices gives this one a new session, whose token
 * arrives in `set-auth-token` and is kept by the auth client; the session is read again so that
 * the devices list still knows which one is this device.
 */
export function useChangePassword(userId: string) {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  return useAccountAction({
    run: (input: ChangePasswordInput) => authClient.changePassword(input),
    success: () => t('passwordUpdated'),
    onSuccess: async (_, { revokeOtherSessions }) => {
      if (revokeOtherSessions) await refreshSession(queryClient);
      await queryClient.invalidateQueries({ queryKey: accountQueryKey(userId, 'sessions') });
    },
  });
}
