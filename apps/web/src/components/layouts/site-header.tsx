import { useTranslation } from 'react-i18next';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { BrandLink } from './brand';
import { LanguageSwitch } from './language-switch';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-border border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <BrandLink withTagline />
        <div className="flex shrink-0 items-center gap-2">
          <LanguageSwitch />
          <nav aria-label={t('nav.main')}>
            <AccountMenu />
          </nav>
        </div>
      </div>
    </header>
  );
}
