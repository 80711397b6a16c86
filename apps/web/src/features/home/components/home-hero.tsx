import { Link } from '@tanstack/react-router';
import { ArrowDownIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LandscapeArt } from '@/components/art/landscape-art';
import { Button } from '@/components/ui/button';

/** The island's landscape, the promise, and the search form (`children`) floating over them. */
export function HomeHero({ children }: { children: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden bg-lagoon-900">
      <LandscapeArt className="absolute inset-0 -z-10" />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-ink-950/55 md:bg-transparent md:bg-linear-to-r md:from-ink-950/75 md:via-ink-950/40 md:to-transparent"
      />
      <div className="mx-auto flex min-h-[30rem] max-w-7xl flex-col justify-center px-4 py-16 sm:min-h-[36rem] sm:px-6 lg:px-8">
        <div className="max-w-2xl text-sand-50">
          <p className="font-semibold text-laterite-200 text-sm uppercase tracking-wider">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="home-hero-title"
            className="mt-3 text-balance font-display font-semibold text-3xl sm:text-5xl sm:leading-tight"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-sand-100">{t('hero.tagline')}</p>
        </div>
        <div className="mt-8">{children}</div>
        <Button asChild variant="link" className="mt-6 self-start text-sand-50">
          <Link to="/" hash="destinations">
            {t('hero.cta')}
            <ArrowDownIcon aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
