import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LandscapeArt } from '@/components/art/landscape-art';
import { BrandLink } from '@/components/layouts/brand';
import { LanguageSwitch } from '@/components/layouts/language-switch';
import { MainContent } from '@/components/layouts/main-content';
import { usePageTitle } from '@/lib/use-page-title';

/** `signUp`: the beta-access form, composed in by the route. */
export function UnderConstructionView({ signUp }: { signUp?: ReactNode }) {
  const { t } = useTranslation('system');
  usePageTitle(t('underConstruction.pageTitle'));
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden bg-lagoon-900">
      <LandscapeArt className="absolute inset-0 -z-10" />
      <div aria-hidden className="absolute inset-0 -z-10 bg-ink-950/30" />
      <header className="flex items-center justify-between gap-3 px-4 py-4 sm:px-8">
        <div className="rounded-xl bg-card/90 px-3 py-2 shadow-md backdrop-blur">
          <BrandLink />
        </div>
        <LanguageSwitch />
      </header>
      <MainContent className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <section className="w-full max-w-xl rounded-2xl bg-card/95 p-6 text-center shadow-xl backdrop-blur sm:p-10">
          <p className="font-semibold text-accent text-sm uppercase tracking-wider">
            {t('underConstruction.eyebrow')}
          </p>
          <h1 className="mt-3 font-display font-semibold text-3xl text-foreground sm:text-5xl">
            {t('underConstruction.title')}
          </h1>
          <p className="mt-4 text-foreground text-lg">{t('underConstruction.tagline')}</p>
          <p className="mt-3 text-muted-foreground">{t('underConstruction.promises')}</p>
          {signUp && (
            <div className="mt-8 border-t pt-6 text-left">
              <h2 className="font-semibold text-foreground text-lg">{t('underConstruction.betaTitle')}</h2>
              <p className="mt-1 mb-4 text-muted-foreground text-sm">{t('underConstruction.betaText')}</p>
              {signUp}
            </div>
          )}
          <p className="mt-6 font-medium text-primary">{t('underConstruction.thanks')}</p>
        </section>
      </MainContent>
    </div>
  );
}
