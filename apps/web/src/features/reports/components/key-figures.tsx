import type { ReportFigures } from '@madabook/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportSection } from './report-section';
import { useFigureFormat } from './use-figure-format';

type Figure = { label: string; value: ReactNode; detail: string };

/** The range's totals as cards: how full, at what price, how much, and what was lost. */
export function KeyFigures({ totals }: { totals: ReportFigures }) {
  const { t } = useTranslation('adminReports');
  const format = useFigureFormat();
  const figures: Figure[] = [
    {
      label: t('figures.occupancy'),
      value: format.percent(totals.occupancy),
      detail: t('figures.occupancyDetail'),
    },
    { label: t('figures.adr'), value: format.money(totals.adr), detail: t('figures.adrDetail') },
    { label: t('figures.revpar'), value: format.money(totals.revpar), detail: t('figures.revparDetail') },
    { label: t('figures.revenue'), value: format.money(totals.revenue), detail: t('figures.revenueDetail') },
    {
      label: t('figures.sold'),
      value: format.count(totals.sold),
      detail: t('figures.soldDetail', { available: format.count(totals.available) }),
    },
    {
      label: t('figures.cancellations'),
      value: format.count(totals.cancellations),
      detail: t('figures.cancellationsDetail', {
        count: totals.cancelledRoomNights,
        nights: format.count(totals.cancelledRoomNights),
      }),
    },
    {
      label: t('figures.noShows'),
      value: format.count(totals.noShows),
      detail: t('figures.noShowsDetail', {
        count: totals.noShowRoomNights,
        nights: format.count(totals.noShowRoomNights),
      }),
    },
  ];
  return (
    <ReportSection title={t('figures.title')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(({ label, value, detail }) => (
          <div key={label} className="flex flex-col gap-1 rounded-xl border bg-card p-3 shadow-xs sm:p-4">
            <dt className="font-medium text-muted-foreground text-sm">{label}</dt>
            <dd className="font-semibold text-foreground text-xl tabular-nums sm:text-2xl">{value}</dd>
            <dd className="text-muted-foreground text-xs">{detail}</dd>
          </div>
        ))}
      </dl>
    </ReportSection>
  );
}
