import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LandscapeArt } from '@/components/art/landscape-art';
import { BrandLink } from './brand';
import { LanguageSwitch } from './language-switch';
import { MainContent } from './main-content';

export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className="grid min-h-dvh lg:grid-cols-[1fr_minmax(28rem,1fr)]">
      <div className="relative hidden overflow-hidden bg-lagoon-900 lg:block">
        <LandscapeArt className="absolute inset-0" />
        <div className="absolute inset-x-0 bottom-0 bg-linear-to-t from-ink-950/80 to-transparent p-10 pt-32 text-sand-50">
          <p className="font-display font-semibold text-3xl">{t('layout.artTitle')}</p>
          <p className="mt-2 max-w-md text-sand-100">{t('layout.artText')}</p>
        </div>
      </div>
      <div className="flex flex-col bg-background">
        <header className="flex items-center justify-between gap-3 px-4 py-4 sm:px-8">
          <BrandLink />
          <LanguageSwitch />
        </header>
        <MainContent className="flex flex-1 items-center justify-center px-4 py-8 sm:px-8">
          <div className="w-full max-w-sm">{children}</div>
        </MainContent>
        <footer className="px-4 py-6 text-center sm:px-8">
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 text-muted-foreground text-sm hover:text-primary hover:underline"
          >
            <ArrowLeftIcon aria-hidden className="size-4" />
            {t('layout.backToSite')}
          </Link>
        </footer>
      </div>
    </div>
  );
}
