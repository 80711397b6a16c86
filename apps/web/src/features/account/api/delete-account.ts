import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { authClient } from '@/lib/auth-client';
import { forgetOfflineCopies } from '@/lib/offline-copies';
import { clearSession } from '@/lib/session';
import { useAccountAction } from '../hooks/use-account-action';

/** The server's two outcomes: deleted now, or a confirmation link sent by mail. */
const DELETED_MESSAGE = 'User deleted';

export function isDeletedNow(answer: { message?: string } | null): boolean {
  return answer?.message === DELETED_MESSAGE;
}

/** POST /delete-user: with the password when the account has one. Deleted now means signed out and home. */
export function useDeleteAccount() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  return useAccountAction({
    run: ({ password }: { password: string }) =>
      authClient.deleteUser({
        password: password || undefined,
        callbackURL: router.buildLocation({ to: '/' }).href,
      }),
    success: (answer) => (isDeletedNow(answer) ? t('delete.deleted') : t('delete.checkEmail')),
    onSuccess: (answer) => {
      if (!isDeletedNow(answer)) return;
      clearSession(queryClient);
      void forgetOfflineCopies();
      void navigate({ to: '/' });
    },
  });
}
