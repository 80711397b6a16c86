import { createFileRoute } from '@tanstack/react-router';
import { searchWithoutDefaults } from '@/components/admin/use-table-search';
import { UsersPage } from '@/features/users/components/users-page';
import { usersSearchSchema } from '@/features/users/users-search';

export const Route = createFileRoute('/_admin/admin/users')({
  validateSearch: usersSearchSchema,
  search: searchWithoutDefaults(usersSearchSchema),
  component: UsersRoute,
});

function UsersRoute() {
  const navigate = Route.useNavigate();
  return <UsersPage search={Route.useSearch()} navigate={(update) => navigate({ search: update })} />;
}
