import type { PublicHotel } from '@madabook/contracts';
import { CalendarX2Icon, LogInIcon, LogOutIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Fact = { Icon: LucideIcon; term: string; detail: string };

/** Arrival and departure times, and how the hotel treats a cancellation. */
export function HotelFacts({ hotel }: { hotel: PublicHotel }) {
  const { t } = useTranslation('hotel');
  const facts: Fact[] = [
    {
      Icon: LogInIcon,
      term: t('facts.checkIn'),
      detail: t('facts.checkInFrom', { time: hotel.checkInTime }),
    },
    {
      Icon: LogOutIcon,
      term: t('facts.checkOut'),
      detail: t('facts.checkOutUntil', { time: hotel.checkOutTime }),
    },
    {
      Icon: CalendarX2Icon,
      term: t('facts.cancellation'),
      detail:
        hotel.freeCancellationDays > 0
          ? t('policy.free', { count: hotel.freeCancellationDays })
          : t('policy.nonRefundable'),
    },
  ];
  return (
    // A `dl` may hold only `dt`/`dd` pairs (or divs of them): the icon sits in the term, the detail under it.
    <dl className="flex flex-col gap-4">
      {facts.map(({ Icon, term, detail }) => (
        <div key={term}>
          <dt className="flex items-center gap-3 font-semibold text-foreground text-sm">
            <Icon aria-hidden className="size-5 shrink-0 text-primary" />
            {term}
          </dt>
          <dd className="pl-8 text-muted-foreground text-sm">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
