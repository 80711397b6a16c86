import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthResult } from '@/lib/auth-client';
import { isStaleSessionError } from '@/lib/auth-errors';
import { toastAuthError, toastAuthResult } from '@/lib/toasts';
import { useReauthenticate } from './use-reauthenticate';

type AccountActionOptions<Input, Data> = {
  run: (input: Input) => Promise<AuthResult<Data>>;
  /** The success toast's text. */
  success: (data: Data, input: Input) => string;
  /** What a success changes besides the toast: caches, the session, the page. */
  onSuccess?: (data: Data, input: Input) => unknown;
};

/**
 * One change to the account through the auth client, with the spec's toasts: the answer's error,
 * translated, with "Sign in again" when the session is too old; or the success text.
 * The mutation's data is the answer itself, so a caller can tell one from the other.
 */
export function useAccountAction<Input, Data>({
  run,
  success,
  onSuccess,
}: AccountActionOptions<Input, Data>) {
  const { t } = useTranslation('account');
  const reauthenticate = useReauthenticate();
  return useMutation({
    mutationFn: run,
    onSuccess: (result, input) => {
      toastAuthResult(result, {
        success: (data) => success(data, input),
        // A follow-up that fails (reading the session again…) shows in its own query's state.
        onSuccess: (data) => void Promise.resolve(onSuccess?.(data, input)).catch(() => undefined),
        errorAction: (error) =>
          isStaleSessionError(error) ? { label: t('signInAgain'), onClick: reauthenticate } : undefined,
      });
    },
    onError: toastAuthError,
  });
}
