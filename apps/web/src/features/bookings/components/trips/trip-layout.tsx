import type { Booking } from '@madabook/contracts';
import { CircleCheckIcon } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useFocusOnChange } from '@/lib/use-focus-on-change';
import { usePageTitle } from '@/lib/use-page-title';
import { Panel } from '../panel';
import { BookingStatusBadge } from './booking-status-badge';
import { CancelBooking } from './cancel-booking';
import { TripActions } from './trip-actions';

type TripLayoutProps = {
  booking: Booking;
  title: string;
  /** Under the title: the city, or the journey and its passengers. */
  subtitle?: ReactNode;
  /** Straight after booking: the confirmation, above everything. */
  confirmation?: { title: string; details: ReactNode };
  /** The trip's panels; the cancellation comes last. */
  children: ReactNode;
};

/**
 * /account/trips/$bookingId: one trip under a banner with its reference, big enough to read out at
 * the desk, and its status.
 */
export function TripLayout({ booking, title, subtitle, confirmation, children }: TripLayoutProps) {
  const { t } = useTranslation('trips');
  usePageTitle(t('trip.pageTitle', { reference: booking.reference }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, booking.id);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <TripActions bookingId={booking.id} />
      {confirmation && (
        <Alert variant="success" className="py-4">
          <CircleCheckIcon aria-hidden />
          <AlertTitle className="text-base">{confirmation.title}</AlertTitle>
          <AlertDescription className="flex flex-col gap-3">{confirmation.details}</AlertDescription>
        </Alert>
      )}
      <header className="flex flex-col gap-4 rounded-xl bg-lagoon-900 p-6 text-sand-50 shadow-md sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 ref={headingRef} tabIndex={-1} className="font-display font-semibold text-3xl outline-none">
            {title}
          </h1>
          {subtitle && <p className="text-sand-100">{subtitle}</p>}
          <div className="mt-1">
            <BookingStatusBadge status={booking.status} cancelledBy={booking.cancelledBy} />
          </div>
        </div>
        <div className="sm:text-right">
          <p className="text-sand-100 text-sm uppercase tracking-wider">{t('trip.reference')}</p>
          <p className="font-bold font-mono text-4xl tracking-wider">{booking.reference}</p>
        </div>
      </header>
      {children}
      <Panel title={t('trip.cancellation')}>
        <CancelBooking booking={booking} />
      </Panel>
    </div>
  );
}
