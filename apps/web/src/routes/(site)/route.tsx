import { createFileRoute, Outlet } from '@tanstack/react-router';
import { WebsiteLayout } from '@/components/layouts/website-layout';

export const Route = createFileRoute('/(site)')({
  component: SiteLayout,
});

function SiteLayout() {
  return (
    <WebsiteLayout>
      <Outlet />
    </WebsiteLayout>
  );
}
