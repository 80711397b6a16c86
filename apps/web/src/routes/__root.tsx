import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { LazyNotFoundView } from '@/app/lazy-not-found-view';
import { usePageDrawn } from '@/app/page-drawn';
import type { RouterContext } from '@/app/router-context';
import { SkipLink } from '@/components/layouts/main-content';
import { WebsiteLayout } from '@/components/layouts/website-layout';
import { useUserLanguageSync } from '@/features/auth/hooks/use-user-language-sync';
import { isSiteUnderConstruction, isUnderConstructionPage } from '@/features/system/under-construction';
import { everyPageTexts } from '@/lib/i18n';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    const texts = everyPageTexts();
    if (!isUnderConstructionPage(location.pathname) && (await isSiteUnderConstruction(context.queryClient))) {
      throw redirect({ to: '/under-construction', replace: true });
    }
    await texts;
  },
  component: Root,
  // An unknown address gets the website around it, so the visitor can find their way back.
  notFoundComponent: RootNotFound,
});

function Root() {
  useUserLanguageSync();
  usePageDrawn();
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
      <LazyNotFoundView />
    </WebsiteLayout>
  );
}
