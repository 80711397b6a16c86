import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { apiErrorMessage } from '@/lib/toasts';
import { dashboardQueryOptions } from '../api/dashboard';
import { BusinessFigures } from './business-figures';
import { OperationsFigures } from './operations-figures';
import { RecentActivity } from './recent-activity';

/** The back office's home: bookings and money first, then the catalogue, people and mail. */
export function DashboardPage() {
  const { t } = useTranslation('adminDashboard');
  const language = useLanguage();
  const dashboard = useQuery(dashboardQueryOptions);
  return (
    <>
      <PageHeader
        title={t('title')}
        description={
          dashboard.data
            ? t('updatedAt', {
                time: formatDate(dashboard.data.generatedAt, language, { timeStyle: 'short' }),
              })
            : t('description')
        }
      />
      {dashboard.isPending && <DashboardSkeleton />}
      {dashboard.isError && (
        <ErrorAlert title={t('failed')}>
          <span>{apiErrorMessage(dashboard.error)}</span>
          <Button variant="outline" size="sm" onClick={() => void dashboard.refetch()}>
            {t('retry')}
          </Button>
        </ErrorAlert>
      )}
      {dashboard.data && (
        <div className="flex flex-col gap-8">
          <BusinessFigures figures={dashboard.data.figures} />
          <OperationsFigures figures={dashboard.data.figures} />
          <RecentActivity entries={dashboard.data.recentActivity} />
        </div>
      )}
    </>
  );
}

function DashboardSkeleton() {
  return (
    <div aria-busy className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => (
        <Skeleton key={key} className="h-40 rounded-xl" />
      ))}
    </div>
  );
}
