import { MenuIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { BrandLink } from './brand';
import { LanguageSwitch } from './language-switch';
import { SectionLinks } from './section-links';
import { useMenuSheet } from './use-menu-sheet';

const SiteMenuSheet = lazy(() =>
  import('./site-menu-sheet').then((module) => ({ default: module.SiteMenuSheet })),
);

export function SiteHeader() {
  const { t } = useTranslation(['common', 'flights']);
  const menu = useMenuSheet();
  return (
    <header className="sticky top-0 z-40 border-border border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <BrandLink withTagline />
        <nav aria-label={t('flights:switch.label')} className="max-md:hidden">
          <SectionLinks layout="bar" />
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          {/* On phones the language goes into the menu, leaving room for the brand. */}
          <LanguageSwitch className="max-md:hidden" />
          <nav aria-label={t('nav.main')}>
            <AccountMenu />
          </nav>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t('flights:switch.openMenu')}
            {...menu.buttonProps}
          >
            <MenuIcon aria-hidden />
          </Button>
          {menu.opened && (
            <Suspense fallback={null}>
              <SiteMenuSheet open={menu.open} onOpenChange={menu.setOpen} opener={menu.opener} />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}
