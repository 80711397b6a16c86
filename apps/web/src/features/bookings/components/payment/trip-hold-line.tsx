import type { Booking } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** Under a held trip in the list: until when to pay, and the way to the payment. */
export function TripHoldLine({ booking }: { booking: Booking }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  if (booking.status !== 'PENDING_PAYMENT' || !booking.holdExpiresAt) return null;
  if (Date.parse(booking.holdExpiresAt) <= Date.now()) {
    return <p className="font-medium text-accent text-sm">{t('trips.holdOver')}</p>;
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
      <span className="font-medium text-accent">
        {t('trips.payBefore', { time: formatDate(booking.holdExpiresAt, language, { timeStyle: 'short' }) })}
      </span>
      {/* Above the card's own link, which covers the whole card. */}
      <Link
        to="/account/trips/$bookingId"
        params={{ bookingId: booking.id }}
        className="relative z-10 font-semibold text-primary underline underline-offset-4 hover:no-underline"
      >
        {t('trips.pay')}
      </Link>
    </p>
  );
}
