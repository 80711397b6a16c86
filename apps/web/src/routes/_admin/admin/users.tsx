import { createFileRoute } from '@tanstack/react-router';
import { useListSearch } from '@/components/admin/use-table-search';
import { UsersPage } from '@/features/users/components/users-page';
import { usersSearchSchema } from '@/features/users/users-search';
import { loadNamespaces } from '@/lib/i18n';
import { uncheckedSearch } from '@/lib/url-params';

export const Route = createFileRoute('/_admin/admin/users')({
  validateSearch: uncheckedSearch,
  loader: () => loadNamespaces('adminUsers'),
  component: UsersRoute,
});

function UsersRoute() {
  const { search, navigate } = useListSearch(usersSearchSchema, Route.useSearch(), Route.useNavigate());
  return <UsersPage search={search} navigate={navigate} />;
}
