import { useTranslation } from 'react-i18next';
import { useStayFormat } from '@/components/stay/use-stay-format';
import { pricesDiffer } from '../night-prices';
import type { PriceBreakdown } from '../price-breakdown';
import { NightPriceList } from './night-price-list';

type PriceBreakdownListProps = {
  breakdown: Pick<PriceBreakdown, 'lines' | 'total'>;
  /** The first night, to name the nights of a line whose prices differ; unknown, they are not listed. */
  checkIn: string | null;
};

/**
 * Each room type as nights × rooms × price, then the total, in Ariary. When a room's nights cost
 * different prices, its price is their average and each night's price follows.
 */
export function PriceBreakdownList({ breakdown, checkIn }: PriceBreakdownListProps) {
  const { t } = useTranslation('booking');
  const format = useStayFormat();
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {breakdown.lines.map((line) => {
          const varying = pricesDiffer(line.nightPrices);
          const detail = {
            nights: format.nights(line.nights),
            rooms: format.rooms(line.quantity),
            price: format.price(line.pricePerNight),
          };
          return (
            <li key={line.roomId} className="flex flex-col gap-2">
              <div className="flex items-start justify-between gap-4">
                <div>
                  <p className="font-medium text-foreground">{line.name}</p>
                  <p className="text-muted-foreground text-sm">
                    {varying ? t('review.lineAverage', detail) : t('review.lineDetail', detail)}
                  </p>
                </div>
                <p className="shrink-0 font-medium text-foreground tabular-nums">
                  {format.price(line.subtotal)}
                </p>
              </div>
              {varying && checkIn && (
                <div className="rounded-md bg-secondary/50 px-3 py-2">
                  <p className="mb-1 font-medium text-foreground text-sm">{t('review.nightPrices')}</p>
                  <NightPriceList checkIn={checkIn} prices={line.nightPrices} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex items-baseline justify-between gap-4 border-t pt-3">
        <p className="font-semibold text-foreground">{t('review.total')}</p>
        <p className="font-bold text-2xl text-foreground">{format.price(breakdown.total)}</p>
      </div>
    </div>
  );
}
