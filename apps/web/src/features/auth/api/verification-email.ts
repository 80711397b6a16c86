import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { authClient } from '@/lib/auth-client';
import { unwrapAuthResult } from '@/lib/auth-errors';
import { toast } from '@/lib/toast';
import { toastAuthError } from '@/lib/toasts';

/** POST /send-verification-email: a new link, landing on /verify-email. */
export function useSendVerificationEmail() {
  const router = useRouter();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: async ({ email }: { email: string }) => {
      const callbackURL = router.buildLocation({ to: '/verify-email' }).href;
      return unwrapAuthResult(await authClient.sendVerificationEmail({ email, callbackURL }));
    },
    onSuccess: () => toast.success(t('verifyEmail.linkSent')),
    onError: toastAuthError,
  });
}
