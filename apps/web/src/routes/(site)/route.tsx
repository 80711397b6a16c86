import { createFileRoute, Outlet } from '@tanstack/react-router';
import { WebsiteLayout, websiteLayoutNamespaces } from '@/components/layouts/website-layout';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/(site)')({
  loader: () => loadNamespaces(...websiteLayoutNamespaces),
  component: SiteLayout,
});

function SiteLayout() {
  return (
    <WebsiteLayout>
      <Outlet />
    </WebsiteLayout>
  );
}
