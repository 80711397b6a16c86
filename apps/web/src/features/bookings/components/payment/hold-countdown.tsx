import { useQuery } from '@tanstack/react-query';
import { TimerIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { bookingQueryOptions } from '../../api/bookings';
import { formatCountdown, useCountdown } from './countdown';

/** The server releases unpaid bookings every 30 s or so: ask about the booking that often once time is up. */
const releasePollMs = 10_000;

/**
 * Until when a booking awaiting payment is held, and the time left, second by second (a timer,
 * which screen readers do not read out at every tick). Once it runs out, the booking is asked
 * for again until the server has released it.
 */
export function HoldCountdown({ bookingId, holdExpiresAt }: { bookingId: string; holdExpiresAt: string }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const left = useCountdown(holdExpiresAt);
  const labelId = useId();
  useQuery({ ...bookingQueryOptions(bookingId), enabled: left === 0, refetchInterval: releasePollMs });
  if (left === 0) {
    return <p className="rounded-lg bg-accent/10 p-4 font-medium text-foreground">{t('hold.over')}</p>;
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-accent/10 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-foreground">
        <TimerIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
        {t('hold.until', { time: formatDate(holdExpiresAt, language, { timeStyle: 'short' }) })}
      </p>
      <p className="flex shrink-0 items-baseline gap-2 sm:flex-col sm:items-end sm:gap-0">
        <span id={labelId} className="whitespace-nowrap text-muted-foreground text-sm">
          {t('hold.remaining')}
        </span>
        <span
          role="timer"
          aria-labelledby={labelId}
          className="font-bold font-mono text-2xl text-accent tabular-nums"
        >
          {formatCountdown(left)}
        </span>
      </p>
    </div>
  );
}
