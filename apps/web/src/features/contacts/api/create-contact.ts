import { type ContactInput, contactSchema } from '@madabook/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/contacts: the site's contact form (429 TOO_MANY_REQUESTS when sent too often). */
export function useCreateContact() {
  return useMutation({
    mutationFn: (contact: ContactInput) =>
      apiRequest('/contacts', { method: 'POST', body: contact, schema: contactSchema }),
  });
}
