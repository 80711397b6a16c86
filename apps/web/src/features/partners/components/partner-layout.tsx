import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackOfficeLayout } from '@/components/layouts/back-office-layout';
import { BackOfficeAreaProvider } from '@/lib/back-office-area';
import { PartnerNav } from './partner-nav';

/** The partner area: the back office's frame and components, acting on the partner's own properties. */
export function PartnerLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('adminPartner');
  return (
    <BackOfficeAreaProvider area="partner">
      <BackOfficeLayout
        title={t('area')}
        menuTitle={t('menuTitle')}
        openMenuLabel={t('openMenu')}
        nav={(onNavigate) => <PartnerNav onNavigate={onNavigate} />}
      >
        {children}
      </BackOfficeLayout>
    </BackOfficeAreaProvider>
  );
}
