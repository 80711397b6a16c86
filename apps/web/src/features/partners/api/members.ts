import {
  invitationCreatedSchema,
  type MemberRole,
  memberSettingsSchema,
  membersSchema,
  type PropertyKind,
} from '@madabook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { areaPath, type BackOfficeArea, useBackOfficeArea } from '@/lib/back-office-area';
import { useApiMutation } from '@/lib/use-api-mutation';
import { partnerKeys } from './query-keys';

/** A hotel by its id or an airline by its code: what has members. */
export type Property = { kind: PropertyKind; id: string };

/** `/admin/hotels/{id}` or `/admin/airlines/{code}`, in the area's API. */
const propertyPath = (area: BackOfficeArea, { kind, id }: Property) =>
  areaPath(area, `/admin/${kind === 'HOTEL' ? 'hotels' : 'airlines'}/${encodeURIComponent(id)}`);

/** GET …/members: the property's members and the invitations still pending. */
export function membersQueryOptions(property: Property, area: BackOfficeArea) {
  return queryOptions({
    queryKey: partnerKeys.members(property),
    queryFn: ({ signal }) =>
      apiRequest(`${propertyPath(area, property)}/members`, { schema: membersSchema, signal }),
  });
}

/** POST …/members: an invitation mailed to the address, with a link valid 7 days. */
export function useInviteMember(property: Property) {
  const { t } = useTranslation('adminPartner');
  const area = useBackOfficeArea();
  return useApiMutation({
    mutationFn: (input: { email: string; role: MemberRole }) =>
      apiRequest(`${propertyPath(area, property)}/members`, {
        method: 'POST',
        body: input,
        schema: invitationCreatedSchema,
      }),
    success: (invitation) => t('team.toast.invited', { email: invitation.email }),
    invalidates: [partnerKeys.members(property)],
  });
}

/** DELETE …/members/{userId}: removed, or leaving; never the last owner (LAST_OWNER). */
export function useRemoveMember(property: Property) {
  const { t } = useTranslation('adminPartner');
  const area = useBackOfficeArea();
  return useApiMutation({
    mutationFn: (member: { userId: string; email: string }) =>
      apiRequest(`${propertyPath(area, property)}/members/${encodeURIComponent(member.userId)}`, {
        method: 'DELETE',
      }),
    success: (_data, member) => t('team.toast.removed', { email: member.email }),
    invalidates: [partnerKeys.members(property), partnerKeys.properties],
  });
}

/** DELETE …/invitations/{id}: its link stops working. */
export function useRevokeInvitation(property: Property) {
  const { t } = useTranslation('adminPartner');
  const area = useBackOfficeArea();
  return useApiMutation({
    mutationFn: (invitation: { id: string; email: string }) =>
      apiRequest(`${propertyPath(area, property)}/invitations/${encodeURIComponent(invitation.id)}`, {
        method: 'DELETE',
      }),
    success: (_data, invitation) => t('team.toast.revoked', { email: invitation.email }),
    invalidates: [partnerKeys.members(property)],
  });
}

/** PUT /api/partner/hotels/{id}/notifications: the caller's own booking mails for one hotel. */
export function useBookingMailsSetting(hotelId: string) {
  const { t } = useTranslation('adminPartner');
  return useApiMutation({
    mutationFn: (bookingMails: boolean) =>
      apiRequest(`/partner/hotels/${encodeURIComponent(hotelId)}/notifications`, {
        method: 'PUT',
        body: { bookingMails },
        schema: memberSettingsSchema,
      }),
    success: (settings) => (settings.bookingMails ? t('team.toast.mailsOn') : t('team.toast.mailsOff')),
    invalidates: [partnerKeys.properties, partnerKeys.members({ kind: 'HOTEL', id: hotelId })],
  });
}
