import { Link } from '@tanstack/react-router';
import { LogInIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
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
            <Button asChild size="sm">
              <Link to="/login">
                <LogInIcon aria-hidden />
                <span className="max-sm:sr-only">{t('nav.signIn')}</span>
              </Link>
            </Button>
          </nav>
        </div>
      </div>
    </header>
  );
}
