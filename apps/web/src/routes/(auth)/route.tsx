import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/(auth)')({
  loader: () => loadNamespaces('auth', 'authErrors'),
  component: AuthLayoutRoute,
});

function AuthLayoutRoute() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
