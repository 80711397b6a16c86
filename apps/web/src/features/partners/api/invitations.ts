import { invitationAcceptedSchema, invitationViewSchema } from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { partnerKeys } from './query-keys';

/** GET /api/partner/invitations/{token}: the property, the role, the address invited and whether it still holds. */
export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: partnerKeys.invitation(token),
    queryFn: ({ signal }) =>
      apiRequest(`/partner/invitations/${encodeURIComponent(token)}`, {
        schema: invitationViewSchema,
        signal,
      }),
    retry: false,
  });
}

/** POST /api/partner/invitations/{token}/accept, signed in with the address invited. */
export function useAcceptInvitation(token: string) {
  return useApiMutation({
    mutationFn: () =>
      apiRequest(`/partner/invitations/${encodeURIComponent(token)}/accept`, {
        method: 'POST',
        schema: invitationAcceptedSchema,
      }),
    invalidates: [partnerKeys.all],
  });
}
