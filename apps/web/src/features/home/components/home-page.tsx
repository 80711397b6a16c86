import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';
import { BetaAccessBand } from './beta-access-band';
import { HomeHero } from './home-hero';
import { HomeSearch } from './home-search';
import { PopularDestinations } from './popular-destinations';
import { ProductPromises } from './product-promises';

type HomePageProps = {
  /** The hotel and flight search forms, in tabs over the hero's photo. */
  hotelSearch: ReactNode;
  flightSearch: ReactNode;
  deals: ReactNode;
  betaAccessForm: ReactNode;
};

export function HomePage({ hotelSearch, flightSearch, deals, betaAccessForm }: HomePageProps) {
  const { t } = useTranslation('home');
  usePageTitle(t('pageTitle'));
  return (
    <>
      <HomeHero>
        <HomeSearch hotelSearch={hotelSearch} flightSearch={flightSearch} />
      </HomeHero>
      <ProductPromises />
      {deals}
      <PopularDestinations />
      <BetaAccessBand>{betaAccessForm}</BetaAccessBand>
    </>
  );
}
