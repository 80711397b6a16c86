import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { authClient } from '@/lib/auth-client';
import { refreshSession } from '@/lib/session';
import { useAccountAction } from '../hooks/use-account-action';

/**
 * POST /change-email: the address changes, is unverified again, and its verification link goes
 * to the new address, landing on /verify-email.
 */
export function useChangeEmail() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const router = useRouter();
  return useAccountAction({
    run: ({ newEmail }: { newEmail: string }) =>
      authClient.changeEmail({ newEmail, callbackURL: router.buildLocation({ to: '/verify-email' }).href }),
    success: (_, { newEmail }) => t('email.changeRequested', { email: newEmail }),
    onSuccess: () => refreshSession(queryClient),
  });
}
