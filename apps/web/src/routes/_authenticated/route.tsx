import { createFileRoute, Outlet } from '@tanstack/react-router';
import { WebsiteLayout, websiteLayoutNamespaces } from '@/components/layouts/website-layout';
import { loadNamespaces } from '@/lib/i18n';
import { sessionOrSignIn } from '@/lib/session';

/** Pages that need a session; without one, the visitor signs in and comes back. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => ({
    session: await sessionOrSignIn(context.queryClient, location.href),
  }),
  loader: () => loadNamespaces(...websiteLayoutNamespaces),
  component: AuthenticatedLayout,
});

function AuthenticatedLayout() {
  return (
    <WebsiteLayout>
      <Outlet />
    </WebsiteLayout>
  );
}
