import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';

export const Route = createFileRoute('/_admin/admin/')({
  component: AdminHomePage,
});

function AdminHomePage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('pageTitle'));
  return (
    <>
      <h1 className="font-semibold text-2xl text-foreground">{t('home.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('home.welcome')}</p>
    </>
  );
}
