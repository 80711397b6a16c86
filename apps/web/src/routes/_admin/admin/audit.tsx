import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useListSearch } from '@/components/admin/use-table-search';
import { auditSearchSchema } from '@/features/audit/audit-search';
import { AuditPage } from '@/features/audit/components/audit-page';
import { administratorsQueryOptions } from '@/features/users/api/users';
import { loadNamespaces } from '@/lib/i18n';
import { uncheckedSearch } from '@/lib/url-params';

export const Route = createFileRoute('/_admin/admin/audit')({
  validateSearch: uncheckedSearch,
  loader: () => loadNamespaces('adminAudit'),
  component: AuditRoute,
});

function AuditRoute() {
  const { search, navigate } = useListSearch(auditSearchSchema, Route.useSearch(), Route.useNavigate());
  const administrators = useQuery(administratorsQueryOptions).data?.items ?? [];
  return (
    <AuditPage
      search={search}
      navigate={navigate}
      actors={administrators.map((admin) => ({ value: admin.id, label: admin.email }))}
    />
  );
}
