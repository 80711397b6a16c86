import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';
import { BetaAccessBand } from './beta-access-band';
import { HomeHero } from './home-hero';
import { PopularDestinations } from './popular-destinations';
import { ProductPromises } from './product-promises';

type HomePageProps = {
  /** Floats over the hero's photo. */
  searchForm: ReactNode;
  deals: ReactNode;
  betaAccessForm: ReactNode;
};

export function HomePage({ searchForm, deals, betaAccessForm }: HomePageProps) {
  const { t } = useTranslation('home');
  usePageTitle(t('pageTitle'));
  return (
    <>
      <HomeHero>{searchForm}</HomeHero>
      <ProductPromises />
      {deals}
      <PopularDestinations />
      <BetaAccessBand>{betaAccessForm}</BetaAccessBand>
    </>
  );
}
