import { errorCodeSchema } from '@madabook/contracts';
import { toast } from 'sonner';
import { ApiError } from './api-error';
import { i18n } from './i18n';

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
