import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon, MenuIcon } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { BrandLink } from './brand';
import { LanguageSwitch } from './language-switch';
import { MainContent } from './main-content';
import { useMenuSheet } from './use-menu-sheet';

const MenuSheet = lazy(() => import('./menu-sheet').then((module) => ({ default: module.MenuSheet })));

/** A link of a back-office sidebar; the router marks the page's own with data-status=active. */
export const navLinkClass =
  'flex items-center gap-3 rounded-md px-3 py-2 font-medium text-muted-foreground text-sm transition-colors hover:bg-highlight hover:text-highlight-foreground data-[status=active]:bg-highlight data-[status=active]:text-highlight-foreground [&_svg]:size-4';

/** The way back to the public site, last in a back-office sidebar. */
export function BackToSiteLink({ label, onNavigate }: { label: string; onNavigate?: () => void }) {
  return (
    <Link to="/" className={`${navLinkClass} mt-auto`} onClick={onNavigate}>
      <ArrowLeftIcon aria-hidden />
      {label}
    </Link>
  );
}

type BackOfficeLayoutProps = {
  /** The area's name in the top bar. */
  title: ReactNode;
  menuTitle: string;
  openMenuLabel: string;
  /** The area's navigation; `onNavigate` closes the phone sheet once a link is followed. */
  nav: (onNavigate?: () => void) => ReactNode;
  children: ReactNode;
};

/** The back office's and the partners' frame: a sidebar on wide screens, the same navigation in a sheet on phones. */
export function BackOfficeLayout({ title, menuTitle, openMenuLabel, nav, children }: BackOfficeLayoutProps) {
  const menu = useMenuSheet();
  return (
    <div className="flex min-h-dvh bg-secondary/50">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-6 overflow-y-auto border-border border-r bg-card p-4 lg:flex">
        <BrandLink />
        {nav()}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-border border-b bg-card px-4 sm:px-6">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={openMenuLabel}
            {...menu.buttonProps}
          >
            <MenuIcon aria-hidden />
          </Button>
          {menu.opened && (
            <Suspense fallback={null}>
              <MenuSheet
                open={menu.open}
                onOpenChange={menu.setOpen}
                opener={menu.opener}
                title={menuTitle}
                side="left"
                className="overflow-y-auto"
              >
                {nav(() => menu.setOpen(false))}
              </MenuSheet>
            </Suspense>
          )}
          <p className="min-w-0 truncate font-semibold text-foreground">{title}</p>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitch />
            <AccountMenu />
          </div>
        </header>
        <MainContent className="flex-1 p-4 sm:p-6 lg:p-8">{children}</MainContent>
      </div>
    </div>
  );
}
