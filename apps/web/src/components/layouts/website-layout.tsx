import type { FlatNamespace } from 'i18next';
import type { ReactNode } from 'react';
import { MainContent } from './main-content';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The texts of the header's hotels/flights switch; the signed-in menu and the footer's form bring their own. */
export const websiteLayoutNamespaces: FlatNamespace[] = ['flights'];

export function WebsiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      {/* At least a screen tall: the footer never shows under a page still loading, then jumps down. */}
      <MainContent className="min-h-dvh flex-1">{children}</MainContent>
      <SiteFooter />
    </div>
  );
}
