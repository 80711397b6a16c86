import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { loadNamespaces } from '@/lib/i18n';
import { sessionOrSignIn } from '@/lib/session';

/** The back office: ADMIN only; anyone else signs in (as an admin) and comes back. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: ({ context, location }) =>
    sessionOrSignIn(context.queryClient, location.href, (session) => session.user.roles.includes('ADMIN')),
  loader: () => loadNamespaces('admin', 'adminTable', 'auth'),
  component: AdminLayoutRoute,
});

function AdminLayoutRoute() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
