import { type ContactInput, contactPageSchema, contactSchema } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { listQueryOptions } from '@/lib/list-query-options';
import { useApiMutation } from '@/lib/use-api-mutation';
import type { ContactsSearch } from '../contacts-search';

const contactsQueryKey = ['admin', 'contacts'] as const;
const contactPath = (id: string) => `/contacts/${encodeURIComponent(id)}`;

/** GET /api/contacts: one page, searched by name, email or phone. */
export function contactsQueryOptions(search: ContactsSearch) {
  return listQueryOptions(contactsQueryKey, '/contacts', search, contactPageSchema);
}

/** POST /api/contacts, as an admin (no rate limit). */
export function useCreateContact() {
  const { t } = useTranslation('adminContacts');
  return useApiMutation({
    mutationFn: (input: ContactInput) =>
      apiRequest('/contacts', { method: 'POST', body: input, schema: contactSchema }),
    success: () => t('toasts.created'),
    invalidates: [contactsQueryKey],
  });
}

/** PUT /api/contacts/{id}: the whole contact. */
export function useUpdateContact() {
  const { t } = useTranslation('adminContacts');
  return useApiMutation({
    mutationFn: ({ id, input }: { id: string; input: ContactInput }) =>
      apiRequest(contactPath(id), { method: 'PUT', body: input, schema: contactSchema }),
    success: () => t('toasts.updated'),
    invalidates: [contactsQueryKey],
  });
}

/** DELETE /api/contacts/{id}. */
export function useDeleteContact() {
  const { t } = useTranslation('adminContacts');
  return useApiMutation({
    mutationFn: (id: string) => apiRequest(contactPath(id), { method: 'DELETE' }),
    success: () => t('toasts.deleted'),
    invalidates: [contactsQueryKey],
  });
}
