import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { ActivityIcon, SettingsIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { healthQueryOptions } from '@/features/system/api/health';
import { publicConfigQueryOptions } from '@/features/system/api/public-config';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { apiErrorMessage } from '@/lib/toasts';
import { DemoPageHeading } from './demo-page-heading';

type QueryCardProps<T> = {
  title: string;
  icon: ReactNode;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
};

/** The three states every query has: loading (skeleton), failed (alert), loaded (the data). */
function QueryCard<T>({ title, icon, query, children }: QueryCardProps<T>) {
  const { t } = useTranslation('demo');
  const language = useLanguage();
  return (
    <Card aria-busy={query.isFetching}>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            {icon}
            {title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending && <Skeleton className="h-16" />}
        {query.isError && (
          <Alert variant="destructive">
            <AlertTitle>{apiErrorMessage(query.error)}</AlertTitle>
          </Alert>
        )}
        {query.isSuccess && children(query.data)}
      </CardContent>
      <CardFooter className="justify-between">
        <span className="text-muted-foreground text-xs">
          {query.dataUpdatedAt > 0 &&
            t('query.checkedAt', {
              date: formatDate(query.dataUpdatedAt, language, { dateStyle: 'medium', timeStyle: 'medium' }),
            })}
        </span>
        <Button variant="outline" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('query.refresh')}
        </Button>
      </CardFooter>
    </Card>
  );
}

export function QueryDemo() {
  const { t } = useTranslation('demo');
  const health = useQuery(healthQueryOptions);
  const config = useQuery(publicConfigQueryOptions);
  const yesNo = (value: boolean) => (value ? t('query.config.yes') : t('query.config.no'));

  return (
    <section className="flex flex-col gap-6">
      <DemoPageHeading title={t('query.title')} description={t('query.description')} />
      <QueryCard
        title={t('query.health.title')}
        icon={<ActivityIcon aria-hidden className="size-5" />}
        query={health}
      >
        {() => <Badge variant="success">{t('query.health.up')}</Badge>}
      </QueryCard>
      <QueryCard
        title={t('query.config.title')}
        icon={<SettingsIcon aria-hidden className="size-5" />}
        query={config}
      >
        {(data) => (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t('query.config.environment')}</dt>
            <dd>{data.environment}</dd>
            <dt className="text-muted-foreground">{t('query.config.underConstruction')}</dt>
            <dd>{yesNo(data.underConstruction)}</dd>
            <dt className="text-muted-foreground">{t('query.config.requireEmailVerification')}</dt>
            <dd>{yesNo(data.requireEmailVerification)}</dd>
            <dt className="text-muted-foreground">{t('query.config.socialProviders')}</dt>
            <dd>
              {data.socialProviders.map((provider) => provider.name).join(', ') || t('query.config.none')}
            </dd>
          </dl>
        )}
      </QueryCard>
    </section>
  );
}
