import { ChevronDownIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStayFormat } from '@/components/stay/use-stay-format';
import { cn } from '@/lib/cn';
import { groupNightPrices } from '../night-prices';

type NightPriceListProps = {
  checkIn: string;
  /** One room's price on each night of the stay, in order. */
  prices: readonly number[];
  className?: string;
};

/** "Nights from Fri 19 Dec to Sun 21 Dec: 3 × 130,000 Ar", one line per run of nights at one price. */
export function NightPriceList({ checkIn, prices, className }: NightPriceListProps) {
  const { t } = useTranslation('stay');
  const format = useStayFormat();
  return (
    <ul className={cn('flex flex-col gap-1 text-sm', className)}>
      {groupNightPrices(checkIn, prices).map((group) => (
        <li key={group.from} className="flex flex-wrap justify-between gap-x-3">
          <span className="text-muted-foreground">
            {group.nights === 1
              ? t('nightPrices.night', { day: format.day(group.from) })
              : t('nightPrices.nights', { from: format.day(group.from), to: format.day(group.to) })}
          </span>
          <span className="ml-auto font-medium text-foreground tabular-nums">
            {group.nights === 1
              ? format.price(group.price)
              : t('nightPrices.times', { nights: group.nights, price: format.price(group.price) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The same list folded under "Price per night", for a room card where the average comes first. */
export function NightPriceDetails(props: NightPriceListProps) {
  const { t } = useTranslation('stay');
  return (
    <details className={cn('group text-sm', props.className)}>
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 [&::-webkit-details-marker]:hidden">
        {t('nightPrices.title')}
        <ChevronDownIcon aria-hidden className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <NightPriceList checkIn={props.checkIn} prices={props.prices} className="mt-2" />
    </details>
  );
}
