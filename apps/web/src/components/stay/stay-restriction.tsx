import type { StayRestriction } from '@madabook/contracts';
import { CalendarXIcon, LockIcon, type LucideIcon, MoonStarIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const icons: Record<StayRestriction['reason'], LucideIcon> = {
  CLOSED: LockIcon,
  CLOSED_TO_ARRIVAL: CalendarXIcon,
  MIN_STAY: MoonStarIcon,
};

const textKey = ({ reason, minNights }: StayRestriction) =>
  reason === 'MIN_STAY'
    ? minNights === null
      ? 'minStayAny'
      : 'minStay'
    : reason === 'CLOSED'
      ? 'closed'
      : 'closedToArrival';

/** Why the stay cannot be booked, in the visitor's words: long for a card, short for a map marker. */
export function useRestrictionText() {
  const { t } = useTranslation('stay');
  const options = (restriction: StayRestriction) => ({ count: restriction.minNights ?? 0 });
  return {
    long: (restriction: StayRestriction) => t(`restriction.${textKey(restriction)}`, options(restriction)),
    short: (restriction: StayRestriction) =>
      t(`restrictionShort.${textKey(restriction)}`, options(restriction)),
  };
}

type StayRestrictionNoteProps = { restriction: StayRestriction; className?: string };

/** "Closed on these dates", with its icon: in place of a price and a booking button. */
export function StayRestrictionNote({ restriction, className }: StayRestrictionNoteProps) {
  const text = useRestrictionText();
  const Icon = icons[restriction.reason];
  return (
    <p className={cn('flex items-start gap-1.5 font-semibold text-foreground text-sm', className)}>
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-laterite-700 dark:text-laterite-400" />
      {text.long(restriction)}
    </p>
  );
}
