import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { authClient } from '@/lib/auth-client';
import { unwrapAuthResult } from '@/lib/auth-errors';

/** POST /request-password-reset: the mail's link comes back to /reset-password with a token. */
export function useRequestPasswordReset() {
  const router = useRouter();
  return useMutation({
    mutationFn: async ({ email }: { email: string }) => {
      const redirectTo = router.buildLocation({ to: '/reset-password' }).href;
      return unwrapAuthResult(await authClient.requestPasswordReset({ email, redirectTo }));
    },
  });
}

/** POST /reset-password with the token from the mail's link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (input: { newPassword: string; token: string }) =>
      unwrapAuthResult(await authClient.resetPassword(input)),
  });
}
