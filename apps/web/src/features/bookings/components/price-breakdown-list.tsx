import { useTranslation } from 'react-i18next';
import { useStayFormat } from '@/components/stay/use-stay-format';
import type { PriceBreakdown } from '../price-breakdown';

/** Each room type as nights × rooms × price, then the total, in Ariary. */
export function PriceBreakdownList({ breakdown }: { breakdown: Pick<PriceBreakdown, 'lines' | 'total'> }) {
  const { t } = useTranslation('booking');
  const format = useStayFormat();
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {breakdown.lines.map((line) => (
          <li key={line.roomId} className="flex items-start justify-between gap-4">
            <div>
              <p className="font-medium text-foreground">{line.name}</p>
              <p className="text-muted-foreground text-sm">
                {t('review.lineDetail', {
                  nights: format.nights(line.nights),
                  rooms: format.rooms(line.quantity),
                  price: format.price(line.pricePerNight),
                })}
              </p>
            </div>
            <p className="shrink-0 font-medium text-foreground tabular-nums">{format.price(line.subtotal)}</p>
          </li>
        ))}
      </ul>
      <div className="flex items-baseline justify-between gap-4 border-t pt-3">
        <p className="font-semibold text-foreground">{t('review.total')}</p>
        <p className="font-bold text-2xl text-foreground">{format.price(breakdown.total)}</p>
      </div>
    </div>
  );
}
