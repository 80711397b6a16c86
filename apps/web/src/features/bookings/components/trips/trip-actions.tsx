import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon, PrinterIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Above a trip: back to the list, and its printable e-ticket or voucher. */
export function TripActions({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('trips');
  const linkClass =
    'inline-flex items-center gap-1.5 text-muted-foreground text-sm hover:text-primary hover:underline';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Link to="/account/trips" className={linkClass}>
        <ArrowLeftIcon aria-hidden className="size-4" />
        {t('trip.back')}
      </Link>
      <Link to="/account/trips/$bookingId/print" params={{ bookingId }} className={linkClass}>
        <PrinterIcon aria-hidden className="size-4" />
        {t('print.open')}
      </Link>
    </div>
  );
}
