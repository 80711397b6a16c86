import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { authClient } from '@/lib/auth-client';
import { unwrapAuthResult } from '@/lib/auth-errors';
import { useLanguage } from '@/lib/i18n';
import { refreshSession } from '@/lib/session';

type SignUpInput = { email: string; password: string };

/**
 * POST /sign-up/email. The name is the email (the server sets it anyway) and the language is the
 * page's, for the mails. Without a token, the server wants the email verified before any sign-in:
 * its link then leads on to `redirectPath` (an invitation, a booking) once verified.
 */
export function useSignUp(redirectPath = '/') {
  const queryClient = useQueryClient();
  const router = useRouter();
  const language = useLanguage();
  return useMutation({
    mutationFn: async ({ email, password }: SignUpInput) => {
      const search = redirectPath === '/' ? {} : { redirect: redirectPath };
      const callbackURL = router.buildLocation({ to: '/verify-email', search }).href;
      const answer = unwrapAuthResult(
        await authClient.signUp.email({ email, password, name: email, language, callbackURL }),
      );
      const signedIn = Boolean(answer?.token);
      if (signedIn) await refreshSession(queryClient);
      return { signedIn };
    },
  });
}
