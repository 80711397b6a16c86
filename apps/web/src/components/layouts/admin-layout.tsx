import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminNav } from './admin-nav';
import { BackOfficeLayout } from './back-office-layout';

/** The platform's back office. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <BackOfficeLayout
      title={t('area')}
      menuTitle={t('menuTitle')}
      openMenuLabel={t('openMenu')}
      nav={(onNavigate) => <AdminNav onNavigate={onNavigate} />}
    >
      {children}
    </BackOfficeLayout>
  );
}
