import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { WebsiteLayout, websiteLayoutNamespaces } from '@/components/layouts/website-layout';
import { loadNamespaces } from '@/lib/i18n';
import { sessionQueryOptions } from '@/lib/session';

/** Pages that need a session; without one, the visitor signs in and comes back. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData({
      ...sessionQueryOptions,
      revalidateIfStale: true,
    });
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { session };
  },
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
