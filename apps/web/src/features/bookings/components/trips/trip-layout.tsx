import type { Booking } from '@madabook/contracts';
import { CircleCheckIcon } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useFocusOnChange } from '@/lib/use-focus-on-change';
import { usePageTitle } from '@/lib/use-page-title';
import { Panel } from '../panel';
import type { PaymentReturn } from '../payment/payment-flow';
import { PaymentPanel } from '../payment/payment-panel';
import { BookingStatusBadge } from './booking-status-badge';
import { CancelBooking } from './cancel-booking';
import { TripActions } from './trip-actions';

/**
 * What the route gives a trip's page: `confirmed` straight after booking, `paymentReturn` back from a
 * provider, `notice` a line above the trip (whether it is kept for offline reading).
 */
export type TripPageProps = {
  booking: Booking;
  confirmed: boolean;
  paymentReturn?: PaymentReturn;
  notice?: ReactNode;
};

type TripLayoutProps = {
  booking: Booking;
  title: string;
  /** Under the title: the city, or the journey and its passengers. */
  subtitle?: ReactNode;
  /** Straight after booking: the confirmation, above everything. */
  confirmation?: { title: string; details: ReactNode };
  /** Back from a payment provider's page. */
  paymentReturn?: PaymentReturn;
  /** Under the links above the trip. */
  notice?: ReactNode;
  /** The trip's panels; the payment comes after them unless it is due, the cancellation last. */
  children: ReactNode;
};

/**
 * /account/trips/$bookingId: one trip under a banner with its reference, big enough to read out at
 * the desk, and its status. A booking held for its payment opens with the payment.
 */
export function TripLayout({
  booking,
  title,
  subtitle,
  confirmation,
  paymentReturn,
  notice,
  children,
}: TripLayoutProps) {
  const { t } = useTranslation('trips');
  usePageTitle(t('trip.pageTitle', { reference: booking.reference }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, booking.id);
  // Keyed: moving below the trip once paid, the panel keeps its state (how the payment ended).
  const payment = <PaymentPanel key="payment" booking={booking} returned={paymentReturn} />;
  const paymentDue = booking.status === 'PENDING_PAYMENT';
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <TripActions bookingId={booking.id} />
      {notice}
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
      {paymentDue && payment}
      {children}
      {!paymentDue && payment}
      <Panel title={t('trip.cancellation')}>
        <CancelBooking booking={booking} />
      </Panel>
    </div>
  );
}
