import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { authClient } from '@/lib/auth-client';
import { unwrapAuthResult } from '@/lib/auth-errors';
import { refreshSession } from '@/lib/session';

type SignInInput = { email: string; password: string; rememberMe: boolean };

/**
 * POST /sign-in/email, then the session is fetched again: it is the one that carries the roles.
 * The callback URL is where the verification link lands, when the server re-sends it.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      const callbackURL = router.buildLocation({ to: '/verify-email' }).href;
      unwrapAuthResult(await authClient.signIn.email({ ...input, callbackURL }));
      return refreshSession(queryClient);
    },
  });
}
