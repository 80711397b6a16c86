import { errorCodeSchema } from '@madabook/contracts';
import { toast } from '@/lib/toast';
import { ApiError } from './api-error';
import type { AuthClientError, AuthResult } from './auth-client';
import { authErrorMessage } from './auth-errors';
import { i18n, loadNamespaces } from './i18n';

/**
 * The spec's failure rule: a 500, or a failure without a code (network down, not an API answer),
 * reads "Internal Server Error"; otherwise the code's translation, or the server's own message
 * for a code the app does not know.
 */
export function apiErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 500 || !error.code) {
    return i18n.t('errors:INTERNAL_SERVER_ERROR');
  }
  const code = errorCodeSchema.safeParse(error.code);
  if (code.success) return i18n.t(`errors:${code.data}`);
  return error.message || i18n.t('errors:INTERNAL_SERVER_ERROR');
}

export function toastApiError(error: unknown): void {
  toast.error(apiErrorMessage(error));
}

/** A refusal of the auth server as a toast, on any page: its texts load first when the page had no need of them yet. */
export async function toastAuthError(error: unknown): Promise<void> {
  await loadNamespaces('authErrors');
  toast.error(authErrorMessage(error));
}

type ToastAction = { label: string; onClick: () => void };

type AuthResultToastOptions<T> = {
  /** The success text, or a function of the answer when the answer decides it. */
  success: string | ((data: T) => string);
  onSuccess?: (data: T) => void;
  /** A button on the error toast, when the error calls for one (e.g. "Sign in again"). */
  errorAction?: (error: AuthClientError) => ToastAction | undefined;
};

/**
 * The spec's rule for an answer that arrived (`{ data, error }` from the auth client): an error
 * object shows an error toast (a 500 as "Internal Server Error", a code translated, and, beyond the
 * spec's "status 500 or a code", a code-less error by its message, so that a 429 never reads as a
 * success); otherwise the callback runs and the success toast appears. Tells whether it succeeded.
 */
export function toastAuthResult<T>(
  result: AuthResult<T>,
  { success, onSuccess, errorAction }: AuthResultToastOptions<T>,
): boolean {
  if (result.error) {
    toast.error(authErrorMessage(result.error), { action: errorAction?.(result.error) });
    return false;
  }
  onSuccess?.(result.data);
  toast.success(typeof success === 'function' ? success(result.data) : success);
  return true;
}
