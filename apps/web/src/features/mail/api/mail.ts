import {
  type MailComposeInput,
  mailMessageDetailSchema,
  mailMessageSchema,
  mailPageSchema,
} from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { listQueryOptions } from '@/lib/list-query-options';
import { useApiMutation } from '@/lib/use-api-mutation';
import { isMailSettled, mailPollInterval } from '../mail-polling';
import type { MailSearch } from '../mail-search';

const mailQueryKey = ['admin', 'mail'] as const;
const mailPath = (id: string) => `/admin/mail/${encodeURIComponent(id)}`;

const LIST_POLL_INTERVAL_MS = 3_000;

/** GET /api/admin/mail: one page of the outbox, kept current while some of it is still on its way. */
export function mailListQueryOptions(search: MailSearch) {
  return queryOptions({
    ...listQueryOptions([...mailQueryKey, 'list'], '/admin/mail', search, mailPageSchema),
    refetchInterval: (query) =>
      query.state.data?.items.some((mail) => !isMailSettled(mail.status)) ? LIST_POLL_INTERVAL_MS : false,
  });
}

/** GET /api/admin/mail/{id}: one mail with its bodies, asked again every second until it is settled. */
export function mailMessageQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...mailQueryKey, 'message', id],
    queryFn: ({ signal }) => apiRequest(mailPath(id), { schema: mailMessageDetailSchema, signal }),
    refetchInterval: (query) => mailPollInterval(query.state.data?.status),
  });
}

/** POST /api/admin/mail: queues a mail written in the back office. */
export function useComposeMail() {
  return useApiMutation({
    mutationFn: (input: MailComposeInput) =>
      apiRequest('/admin/mail', { method: 'POST', body: input, schema: mailMessageSchema }),
    invalidates: [mailQueryKey],
  });
}

/** POST /api/admin/mail/{id}/resend: queues a new copy. */
export function useResendMail() {
  const { t } = useTranslation('adminMail');
  return useApiMutation({
    mutationFn: (id: string) =>
      apiRequest(`${mailPath(id)}/resend`, { method: 'POST', schema: mailMessageSchema }),
    success: (copy) => t('toasts.resent', { to: copy.to }),
    invalidates: [mailQueryKey],
  });
}
