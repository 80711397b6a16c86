import type { FlatNamespace } from 'i18next';
import { lazy, type ReactNode, Suspense } from 'react';
import { MainContent } from './main-content';
import { SiteHeader } from './site-header';

// Below a screen-tall main: its code comes after the page's own (the server draws it in the page).
const SiteFooter = lazy(() => import('./site-footer').then((module) => ({ default: module.SiteFooter })));

/** The texts of the header's hotels/flights switch; the signed-in menu and the footer's form bring their own. */
export const websiteLayoutNamespaces: FlatNamespace[] = ['flights'];

export function WebsiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      {/* At least a screen tall: the footer never shows under a page still loading, then jumps down. */}
      <MainContent className="min-h-dvh flex-1">{children}</MainContent>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
