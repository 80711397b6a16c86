import { Link } from '@tanstack/react-router';
import { CalendarCheckIcon, ChartPieIcon, WalletIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatAriary } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { FigureGrid, type Figures, figureLinkClass } from './figure-grid';
import { StatCard } from './stat-card';

/** Bookings, revenue and occupancy: shown once the API reports them. */
export function BusinessFigures({
  figures,
}: {
  figures: Partial<Pick<Figures, 'bookings' | 'revenue' | 'occupancyNext30Days'>>;
}) {
  const { t } = useTranslation('adminDashboard');
  const language = useLanguage();
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const { bookings, revenue, occupancyNext30Days: occupancy } = figures;
  if (!bookings && !revenue && !occupancy) return null;
  return (
    <FigureGrid title={t('sections.business')}>
      {bookings && (
        <StatCard
          icon={CalendarCheckIcon}
          title={t('bookings.title')}
          value={number.format(bookings.upcoming)}
          tone="success"
          footer={
            <Link to="/admin/bookings" className={figureLinkClass}>
              {t('bookings.link')}
            </Link>
          }
        >
          <p>{t('bookings.upcoming')}</p>
          <p>
            {t('bookings.week', {
              created: number.format(bookings.createdLast7Days),
              cancelled: number.format(bookings.cancelledLast7Days),
            })}
          </p>
        </StatCard>
      )}
      {revenue && (
        <StatCard
          icon={WalletIcon}
          title={t('revenue.title')}
          value={formatAriary(revenue.bookedLast30Days, language)}
        >
          {t('revenue.details')}
        </StatCard>
      )}
      {occupancy && (
        <StatCard
          icon={ChartPieIcon}
          title={t('occupancy.title')}
          value={percent.format(occupancy.rate)}
          tone="accent"
        >
          <p>
            {t('occupancy.details', {
              sold: number.format(occupancy.roomNightsSold),
              offered: number.format(occupancy.roomNightsOffered),
            })}
          </p>
          {/* The rate is the card's figure already: the bar only draws it. */}
          <div aria-hidden className="mt-2 h-2 overflow-hidden rounded-full bg-secondary">
            <div
              className="h-full rounded-full bg-accent"
              style={{ width: `${Math.min(occupancy.rate, 1) * 100}%` }}
            />
          </div>
        </StatCard>
      )}
    </FigureGrid>
  );
}
