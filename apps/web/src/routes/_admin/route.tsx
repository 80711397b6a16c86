import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { loadNamespaces } from '@/lib/i18n';
import { sessionQueryOptions } from '@/lib/session';

/** The back office: ADMIN only; anyone else signs in (as an admin) and comes back. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData({
      ...sessionQueryOptions,
      revalidateIfStale: true,
    });
    if (!session?.user.roles.includes('ADMIN')) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
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
