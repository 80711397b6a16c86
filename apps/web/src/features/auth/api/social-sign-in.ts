import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { authClient } from '@/lib/auth-client';
import { unwrapAuthResult } from '@/lib/auth-errors';

/**
 * POST /sign-in/social, then off to the provider. It comes back to `redirectPath` (a known user),
 * to /account (a new one) or to /login?error=… (a refusal).
 */
export function useSocialSignIn(redirectPath: string) {
  const router = useRouter();
  return useMutation({
    mutationFn: async (provider: string) => {
      const answer = unwrapAuthResult(
        await authClient.signIn.social({
          provider,
          callbackURL: redirectPath,
          newUserCallbackURL: router.buildLocation({ to: '/account' }).href,
          errorCallbackURL: router.buildLocation({ to: '/login', search: { redirect: redirectPath } }).href,
        }),
      );
      if (!answer?.url) throw new Error('The sign-in answer has no provider URL');
      window.location.assign(answer.url);
    },
  });
}
