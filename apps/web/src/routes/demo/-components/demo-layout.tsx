import { Link, Outlet } from '@tanstack/react-router';
import { FlaskConicalIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WebsiteLayout } from '@/components/layouts/website-layout';

const tabClass =
  'rounded-md px-3 py-1.5 font-medium text-muted-foreground text-sm hover:bg-highlight hover:text-highlight-foreground data-[status=active]:bg-card data-[status=active]:text-foreground data-[status=active]:shadow-sm';

export function DemoLayout() {
  const { t } = useTranslation('demo');
  return (
    <WebsiteLayout>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <FlaskConicalIcon aria-hidden className="size-4 text-accent" />
          {t('notice')}
        </p>
        <nav aria-label={t('nav.label')} className="flex flex-wrap gap-1 rounded-lg bg-secondary p-1">
          <Link to="/demo/tanstack-query" className={tabClass}>
            {t('nav.query')}
          </Link>
          <Link to="/demo/form/simple" className={tabClass}>
            {t('nav.simpleForm')}
          </Link>
          <Link to="/demo/form/address" className={tabClass}>
            {t('nav.addressForm')}
          </Link>
        </nav>
        <Outlet />
      </div>
    </WebsiteLayout>
  );
}
