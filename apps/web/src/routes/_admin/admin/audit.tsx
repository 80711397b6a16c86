import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { searchWithoutDefaults } from '@/components/admin/use-table-search';
import { auditSearchSchema } from '@/features/audit/audit-search';
import { AuditPage } from '@/features/audit/components/audit-page';
import { administratorsQueryOptions } from '@/features/users/api/users';

export const Route = createFileRoute('/_admin/admin/audit')({
  validateSearch: auditSearchSchema,
  search: searchWithoutDefaults(auditSearchSchema),
  component: AuditRoute,
});

function AuditRoute() {
  const navigate = Route.useNavigate();
  const administrators = useQuery(administratorsQueryOptions).data?.items ?? [];
  return (
    <AuditPage
      search={Route.useSearch()}
      navigate={(update) => navigate({ search: update })}
      actors={administrators.map((admin) => ({ value: admin.id, label: admin.email }))}
    />
  );
}
