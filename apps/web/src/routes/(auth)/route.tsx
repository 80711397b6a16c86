import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';

export const Route = createFileRoute('/(auth)')({
  component: AuthLayoutRoute,
});

function AuthLayoutRoute() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
