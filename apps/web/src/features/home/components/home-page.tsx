import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';
import { HomeHero } from './home-hero';
import { PopularDestinations } from './popular-destinations';
import { ProductPromises } from './product-promises';

export function HomePage() {
  const { t } = useTranslation('home');
  usePageTitle(t('pageTitle'));
  return (
    <>
      <HomeHero />
      <ProductPromises />
      <PopularDestinations />
    </>
  );
}
