import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SearchNavigate } from '@/components/admin/use-table-search';
import type { AuditSearch } from '@/features/audit/audit-search';
import { AuditPage } from '@/features/audit/components/audit-page';
import { membersQueryOptions, type Property } from '@/features/partners/api/members';

/** Who changed what in a hotel or an airline, its team and the platform alike: the audit log, narrowed to it. */
export function PropertyActivity({
  property,
  search,
  navigate,
}: {
  property: Property;
  search: AuditSearch;
  navigate: SearchNavigate<AuditSearch>;
}) {
  const { t } = useTranslation('adminPartner');
  const team = useQuery(membersQueryOptions(property, 'partner')).data?.members ?? [];
  const base = property.kind === 'HOTEL' ? 'hotels' : 'airlines';
  return (
    <AuditPage
      search={search}
      navigate={navigate}
      actors={team.map((member) => ({ value: member.userId, label: member.email }))}
      log={{
        path: `/partner/${base}/${encodeURIComponent(property.id)}/audit`,
        title: t('activity.title'),
        description: t('activity.description'),
      }}
    />
  );
}
