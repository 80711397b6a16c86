import { MenuIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { AdminNav } from './admin-nav';
import { BrandLink } from './brand';
import { LanguageSwitch } from './language-switch';
import { MainContent } from './main-content';

/** Sidebar on wide screens; on phones the same navigation slides in from the left. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['admin', 'common']);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="flex min-h-dvh bg-secondary/50">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-6 border-border border-r bg-card p-4 lg:flex">
        <BrandLink />
        <AdminNav />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-border border-b bg-card px-4 sm:px-6">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t('openMenu')}>
                <MenuIcon aria-hidden />
              </Button>
            </SheetTrigger>
            <SheetContent
              side="left"
              className="flex flex-col gap-6"
              closeLabel={t('common:close')}
              aria-describedby={undefined}
            >
              <SheetHeader>
                <SheetTitle>{t('menuTitle')}</SheetTitle>
              </SheetHeader>
              <AdminNav onNavigate={() => setMenuOpen(false)} />
            </SheetContent>
          </Sheet>
          <p className="min-w-0 truncate font-semibold text-foreground">{t('area')}</p>
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
