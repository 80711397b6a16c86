import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { authClient } from '@/lib/auth-client';
import { unwrapAuthResult } from '@/lib/auth-errors';
import { toastAuthError } from '@/lib/toasts';
import { useAccountAction } from '../hooks/use-account-action';
import { accountQueryKey } from './query-keys';

/** The email-and-password login is an account too, with this provider id. */
export const CREDENTIAL_PROVIDER_ID = 'credential';

const linkedAccountSchema = z.object({
  /** The row's id, which unlink-account wants. */
  id: z.string(),
  providerId: z.string(),
  accountId: z.string(),
  scopes: z.array(z.string()).optional(),
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

/** GET /list-accounts: the ways this user signs in. */
export function linkedAccountsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: accountQueryKey(userId, 'linked-accounts'),
    queryFn: async () =>
      z.array(linkedAccountSchema).parse(unwrapAuthResult(await authClient.listAccounts())),
  });
}

/** POST /unlink-account with the row's id (better-auth 1.7 no longer takes a provider id). */
export function useUnlinkAccount(userId: string) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  return useAccountAction({
    run: (account: LinkedAccount) => authClient.unlinkAccount({ accountId: account.id }),
    success: () => t('linkedAccounts.unlinked'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey(userId, 'linked-accounts') }),
  });
}

/**
 * POST /link-social, then off to the provider, which comes back to /account (with `?error=` if the
 * link was refused).
 */
export function useLinkSocial() {
  const router = useRouter();
  return useMutation({
    mutationFn: async (provider: string) => {
      const callbackURL = router.buildLocation({ to: '/account' }).href;
      const answer = unwrapAuthResult(
        await authClient.linkSocial({ provider, callbackURL, errorCallbackURL: callbackURL }),
      );
      if (!answer?.url) throw new Error('The link answer has no provider URL');
      window.location.assign(answer.url);
    },
    onError: toastAuthError,
  });
}
