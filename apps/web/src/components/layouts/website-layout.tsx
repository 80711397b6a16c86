import type { ReactNode } from 'react';
import { MainContent } from './main-content';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function WebsiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <MainContent className="flex-1">{children}</MainContent>
      <SiteFooter />
    </div>
  );
}
