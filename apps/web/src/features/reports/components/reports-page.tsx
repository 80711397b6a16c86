import { bookingSources, nightsBetween, type Report } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChartNoAxesColumnIcon, DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/admin/empty-state';
import { FilterSelect } from '@/components/admin/filter-select';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useBackOfficeArea } from '@/lib/back-office-area';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { apiErrorMessage } from '@/lib/toasts';
import { reportQueryOptions, useDownloadReport } from '../api/reports';
import { type ReportRange, type ReportsSearch, requestedRange } from '../report-range';
import { FiguresTable } from './figures-table';
import { KeyFigures } from './key-figures';
import { ReportRangeForm, useRangeIssueTexts } from './report-range-form';
import { ReportSection } from './report-section';

type HotelChoice = {
  hotels: ReadonlyArray<{ id: string; name: string }>;
  onChange: (hotelId: string | undefined) => void;
};

type ReportsPageProps = {
  /** The hotel reported on; none for every hotel together (the platform's report). */
  hotelId: string | undefined;
  hotelName: string | undefined;
  /** The range the address asks for; this month's nights where it says nothing. */
  search: ReportsSearch;
  onRangeChange: (range: ReportRange) => void;
  /** The platform's filter: every hotel together, or one of them. */
  hotelChoice?: HotelChoice;
};

/**
 * Room nights, occupancy, ADR, RevPAR, revenue, cancellations and no-shows over a range of nights:
 * a hotel's for its owners and managers (or an admin), or every hotel's for the platform.
 */
export function ReportsPage({ hotelId, hotelName, search, onRangeChange, hotelChoice }: ReportsPageProps) {
  const { t } = useTranslation('adminReports');
  const area = useBackOfficeArea();
  const range = requestedRange(search);
  const issues = useRangeIssueTexts()(range);
  const report = useQuery({ ...reportQueryOptions(area, hotelId, range), enabled: !issues });
  const download = useDownloadReport(area, hotelId);

  return (
    <>
      <PageHeader
        title={t('title')}
        description={hotelName ? t('hotelDescription', { name: hotelName }) : t('allHotels')}
        actions={
          <Button
            variant="outline"
            disabled={Boolean(issues)}
            loading={download.isPending}
            onClick={() => download.mutate(range)}
          >
            <DownloadIcon aria-hidden />
            {t('download')}
          </Button>
        }
      />
      <div className="flex flex-col gap-8">
        <div className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs">
          {hotelChoice && (
            <FilterSelect
              label={t('hotel')}
              value={hotelId}
              options={hotelChoice.hotels.map((hotel) => ({ value: hotel.id, label: hotel.name }))}
              onChange={hotelChoice.onChange}
            />
          )}
          <ReportRangeForm key={`${range.from}/${range.to}`} range={range} onChange={onRangeChange} />
        </div>
        {issues ? (
          <ErrorAlert title={t('range.invalid')}>
            <span>{Object.values(issues).join(' · ')}</span>
          </ErrorAlert>
        ) : report.data ? (
          <ReportFigures report={report.data} busy={report.isPlaceholderData} />
        ) : report.isError ? (
          <ErrorAlert title={t('loadFailed')}>
            <span>{apiErrorMessage(report.error)}</span>
            <Button variant="outline" size="sm" onClick={() => void report.refetch()}>
              {t('retry')}
            </Button>
          </ErrorAlert>
        ) : (
          <ReportSkeleton />
        )}
      </div>
    </>
  );
}

function ReportFigures({ report, busy }: { report: Report; busy: boolean }) {
  const { t } = useTranslation('adminReports');
  const language = useLanguage();
  const day = (night: string) => formatDate(night, language, { dateStyle: 'medium' });
  const dates = { from: day(report.from), to: day(report.to) };
  const nights = nightsBetween(report.from, report.to) + 1;

  return (
    <div aria-busy={busy || undefined} className={cn('flex flex-col gap-8', busy && 'opacity-60')}>
      <p role="status" className="font-medium text-foreground">
        {t('summary', { ...dates, count: nights })}
      </p>
      {report.totals.available === 0 ? (
        <EmptyState
          icon={ChartNoAxesColumnIcon}
          title={t('empty.title')}
          description={t('empty.description')}
        />
      ) : (
        <>
          <KeyFigures totals={report.totals} />
          <ReportSection title={t('sources.title')}>
            <FiguresTable
              caption={t('sources.caption', dates)}
              rowHeading={t('sources.source')}
              columns={['sold', 'occupancy', 'revenue', 'adr', 'revpar', 'cancellations', 'noShows']}
              rows={bookingSources.map((source) => ({
                key: source,
                label: t(`sources.${source}`),
                figures: report.totals.bySource[source],
              }))}
              total={{ key: 'total', label: t('sources.total'), figures: report.totals }}
            />
          </ReportSection>
          <ReportSection title={t('nights.title')}>
            <FiguresTable
              caption={t('nights.caption', dates)}
              rowHeading={t('nights.night')}
              columns={[
                'occupancy',
                'sold',
                'available',
                'revenue',
                'adr',
                'revpar',
                'cancellations',
                'noShows',
              ]}
              rows={report.nights.map((night) => ({
                key: night.night,
                label: formatDate(night.night, language, {
                  weekday: 'short',
                  day: 'numeric',
                  month: 'short',
                }),
                figures: night,
              }))}
              bars
              containerClassName="max-h-[70dvh]"
            />
          </ReportSection>
        </>
      )}
    </div>
  );
}

function ReportSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key) => (
          <Skeleton key={key} className="h-28 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-48 w-full rounded-lg" />
      <Skeleton className="h-96 w-full rounded-lg" />
    </div>
  );
}
