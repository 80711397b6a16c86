import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { NotFoundView } from '@/app/not-found-view';
import type { RouterContext } from '@/app/router-context';
import { SkipLink } from '@/components/layouts/main-content';
import { WebsiteLayout } from '@/components/layouts/website-layout';
import { useUserLanguageSync } from '@/features/auth/hooks/use-user-language-sync';
import { isSiteUnderConstruction, isUnderConstructionPage } from '@/features/system/under-construction';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    if (isUnderConstructionPage(location.pathname)) return;
    if (await isSiteUnderConstruction(context.queryClient)) {
      throw redirect({ to: '/under-construction', replace: true });
    }
  },
  component: Root,
  // An unknown address gets the website around it, so the visitor can find their way back.
  notFoundComponent: RootNotFound,
});

function Root() {
  useUserLanguageSync();
  return (
    <>
      <SkipLink />
      <Outlet />
    </>
  );
}

function RootNotFound() {
  return (
    <WebsiteLayout>
      <NotFoundView />
    </WebsiteLayout>
  );
}
