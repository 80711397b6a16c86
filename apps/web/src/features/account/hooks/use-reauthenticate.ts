import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { signOut } from '@/lib/session';

/**
 * For a session too old for a sensitive action (SESSION_NOT_FRESH): sign out, then sign in again
 * and come back to the account page with a fresh session.
 */
export function useReauthenticate(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  return () => {
    const redirect = router.buildLocation({ to: '/account' }).href;
    void signOut(queryClient)
      .catch(() => undefined)
      .finally(() => navigate({ to: '/login', search: { redirect } }));
  };
}
