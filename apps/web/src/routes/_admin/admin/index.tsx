import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_admin/admin/')({
  loader: () => loadNamespaces('adminDashboard'),
  component: DashboardPage,
});
