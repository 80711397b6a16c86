import { betaAccessPageSchema } from '@madabook/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '@/lib/download';
import { listQueryOptions } from '@/lib/list-query-options';
import { toastApiError } from '@/lib/toasts';
import type { BetaAccessSearch } from '../beta-access-search';

/** GET /api/admin/beta-access: one page of sign-ups, searched by email. */
export function betaAccessQueryOptions(search: BetaAccessSearch) {
  return listQueryOptions(['admin', 'beta-access'], '/admin/beta-access', search, betaAccessPageSchema);
}

/** GET /api/admin/beta-access/export.csv: every sign-up, saved under the server's file name. */
export function useExportBetaAccess() {
  return useMutation({
    mutationFn: () => downloadApiFile('/admin/beta-access/export.csv', 'beta-access.csv'),
    onError: toastApiError,
  });
}
