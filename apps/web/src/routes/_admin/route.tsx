import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminLayout } from '@/components/layouts/admin-layout';

// The ADMIN check (session, else /login) belongs here; the authentication issue adds it with the session query.
export const Route = createFileRoute('/_admin')({
  component: AdminLayoutRoute,
});

function AdminLayoutRoute() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
