import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { authClient } from '@/lib/auth-client';
import { unwrapAuthResult } from '@/lib/auth-errors';
import { sessionRecordSchema } from '@/lib/session-request';
import { useAccountAction } from '../hooks/use-account-action';
import { accountQueryKey } from './query-keys';

/** GET /list-sessions: the devices signed in to this account. Needs a fresh session. */
export function sessionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: accountQueryKey(userId, 'sessions'),
    queryFn: async () =>
      z.array(sessionRecordSchema).parse(unwrapAuthResult(await authClient.listSessions())),
  });
}

function useSessionsAction<Input>(
  userId: string,
  run: (input: Input) => ReturnType<typeof authClient.revokeSession>,
) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  return useAccountAction({
    run,
    success: () => t('sessions.revoked'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey(userId, 'sessions') }),
  });
}

/** POST /revoke-session: signs one other device out. */
export function useRevokeSession(userId: string) {
  return useSessionsAction(userId, (token: string) => authClient.revokeSession({ token }));
}

/** POST /revoke-other-sessions: every device but this one is signed out. */
export function useRevokeOtherSessions(userId: string) {
  return useSessionsAction(userId, () => authClient.revokeOtherSessions());
}
