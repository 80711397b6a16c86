import { Link } from '@tanstack/react-router';
import { BedDoubleIcon, type LucideIcon, MenuIcon, PlaneIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { cn } from '@/lib/cn';
import { BrandLink } from './brand';
import { LanguageSwitch } from './language-switch';

const sections: { to: '/hotels' | '/flights'; label: 'hotels' | 'flights'; icon: LucideIcon }[] = [
  { to: '/hotels', label: 'hotels', icon: BedDoubleIcon },
  { to: '/flights', label: 'flights', icon: PlaneIcon },
];

/** Hotels or flights: a segmented switch in the bar, a list in the phone menu; the current one is marked. */
function SectionLinks({ layout, onNavigate }: { layout: 'bar' | 'menu'; onNavigate?: () => void }) {
  const { t } = useTranslation('flights');
  const bar = layout === 'bar';
  return (
    <ul className={cn(bar ? 'flex items-center gap-1 rounded-lg bg-secondary p-1' : 'flex flex-col gap-1')}>
      {sections.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            onClick={onNavigate}
            className={cn(
              'flex items-center gap-2 rounded-md font-medium transition-colors [&_svg]:size-4',
              bar
                ? 'h-8 px-3 text-secondary-foreground text-sm hover:text-foreground data-[status=active]:bg-card data-[status=active]:text-foreground data-[status=active]:shadow-xs'
                : 'px-3 py-3 text-base text-foreground hover:bg-highlight hover:text-highlight-foreground data-[status=active]:bg-highlight data-[status=active]:text-highlight-foreground',
            )}
          >
            <Icon aria-hidden />
            {t(`switch.${label}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader() {
  const { t } = useTranslation(['common', 'flights']);
  const [menuOpen, setMenuOpen] = useState(false);
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
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="md:hidden"
                aria-label={t('flights:switch.openMenu')}
              >
                <MenuIcon aria-hidden />
              </Button>
            </SheetTrigger>
            <SheetContent
              side="right"
              className="flex flex-col gap-6"
              closeLabel={t('close')}
              aria-describedby={undefined}
            >
              <SheetHeader>
                <SheetTitle>{t('flights:switch.menu')}</SheetTitle>
              </SheetHeader>
              <nav aria-label={t('flights:switch.label')}>
                <SectionLinks layout="menu" onNavigate={() => setMenuOpen(false)} />
              </nav>
              <LanguageSwitch className="self-start" />
            </SheetContent>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
