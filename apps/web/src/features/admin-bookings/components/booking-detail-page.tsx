import type { Booking } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, BanIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '@/components/admin/detail-list';
import { PageHeader } from '@/components/admin/page-header';
import { useDialogTarget } from '@/components/admin/use-dialog-target';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useBackOfficeArea } from '@/lib/back-office-area';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { apiErrorMessage } from '@/lib/toasts';
import { bookingQueryOptions } from '../api/admin-bookings';
import type { BookingPageScope } from '../bookings-scope';
import { BookingSourceBadge, BookingStatusBadge, PaymentStatusBadge } from './booking-badges';
import { BookingFlights, BookingPassengers, FlightPrices } from './booking-flights';
import { BookingsLink } from './booking-links';
import { BookingRooms } from './booking-rooms';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { DeskActions } from './front-desk/desk-actions';
import { useFlightText } from './use-flight-text';
import { useStayText } from './use-stay-text';

function BackToBookings({ scope }: { scope: BookingPageScope }) {
  const { t } = useTranslation('adminBookings');
  return (
    <Button asChild variant="link" className="mb-4">
      <BookingsLink scope={scope}>
        <ArrowLeftIcon aria-hidden />
        {t('detail.back')}
      </BookingsLink>
    </Button>
  );
}

type BookingDetailPageProps = {
  bookingId: string;
  /** The back office's (its cancellation) or a hotel's (the front desk's actions). */
  scope: BookingPageScope;
  /** The booking's payments, with what the area may do about them. */
  payments: (booking: Booking) => ReactNode;
};

/** One booking in full, a stay or flights, with what the scope may do to it. */
export function BookingDetailPage({ bookingId, scope, payments }: BookingDetailPageProps) {
  const { t } = useTranslation('adminBookings');
  const booking = useQuery(bookingQueryOptions(bookingId, useBackOfficeArea()));
  if (booking.isPending) {
    return (
      <div aria-busy className="flex flex-col gap-4">
        <BackToBookings scope={scope} />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (booking.isError) {
    return (
      <>
        <BackToBookings scope={scope} />
        <ErrorAlert title={t('detail.failed')}>{apiErrorMessage(booking.error)}</ErrorAlert>
      </>
    );
  }
  const data = booking.data;
  return (
    <>
      <BackToBookings scope={scope} />
      <PageHeader
        title={t('detail.title', { reference: data.reference })}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <BookingStatusBadge status={data.status} />
            <PaymentStatusBadge status={data.paymentStatus} />
            {data.kind === 'HOTEL' && <BookingSourceBadge source={data.source} />}
          </span>
        }
        actions={scope.kind === 'hotel' ? <DeskActions booking={data} /> : <AdminCancel booking={data} />}
      />
      <div className="flex flex-col gap-6">
        <BookingFacts booking={data} />
        {payments(data)}
      </div>
    </>
  );
}

/** The platform cancels a confirmed booking on the guest's behalf, whatever its deadline. */
function AdminCancel({ booking }: { booking: Booking }) {
  const { t } = useTranslation('adminBookings');
  const cancelling = useDialogTarget<Booking>();
  return (
    <>
      {booking.status === 'CONFIRMED' && (
        <Button variant="destructive" onClick={() => cancelling.show(booking)}>
          <BanIcon aria-hidden />
          {t('actions.cancel')}
        </Button>
      )}
      <CancelBookingDialog booking={cancelling.target} {...cancelling.dialogProps} />
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function BookingFacts({ booking }: { booking: Booking }) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const when = (instant: string | null) =>
    instant ? formatDate(instant, language, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
  const history = (
    <Section title={t('detail.history')}>
      <DetailList
        items={[
          { label: t('fields.createdAt'), value: when(booking.createdAt) },
          ...(booking.kind === 'HOTEL'
            ? [
                { label: t('detail.checkedInAt'), value: when(booking.checkedInAt) },
                { label: t('detail.checkedOutAt'), value: when(booking.checkedOutAt) },
              ]
            : []),
          { label: t('detail.freeCancellationUntil'), value: when(booking.freeCancellationUntil) },
          { label: t('detail.cancelledAt'), value: when(booking.cancelledAt) },
          {
            label: t('detail.cancelledBy'),
            value: booking.cancelledBy ? t(`detail.cancelledByValue.${booking.cancelledBy}`) : '—',
          },
        ]}
      />
    </Section>
  );
  return booking.kind === 'FLIGHT' ? (
    <FlightFacts booking={booking} history={history} />
  ) : (
    <StayFacts booking={booking} history={history} />
  );
}

type FactsProps = { booking: Booking; history: ReactNode };

function StayFacts({ booking, history }: FactsProps) {
  const { t } = useTranslation('adminBookings');
  const stay = useStayText()(booking);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title={t('detail.stay')}>
        <DetailList
          items={[
            {
              label: t('fields.hotel'),
              value: booking.hotel ? `${booking.hotel.name}, ${booking.hotel.city ?? ''}` : '—',
            },
            { label: t('fields.stay'), value: stay ? `${stay.dates} · ${stay.nights}` : '—' },
            { label: t('detail.guests'), value: booking.guests ?? '—' },
            {
              label: t('detail.times'),
              value: booking.hotel?.checkInTime
                ? t('detail.timesValue', {
                    checkIn: booking.hotel.checkInTime,
                    checkOut: booking.hotel.checkOutTime ?? '—',
                  })
                : '—',
            },
          ]}
        />
      </Section>
      <Section title={t('fields.guest')}>
        <DetailList
          items={[
            { label: t('detail.name'), value: booking.guest.name },
            { label: t('detail.email'), value: booking.guest.email || '—' },
            { label: t('detail.phone'), value: booking.guest.phone },
            { label: t('detail.requests'), value: booking.specialRequests || '—' },
          ]}
        />
      </Section>
      <Section title={t('detail.rooms')}>
        <BookingRooms booking={booking} />
      </Section>
      {history}
    </div>
  );
}

/** A flight booking: its journeys, who flies, who to reach, what it cost, what happened to it. */
function FlightFacts({ booking, history }: FactsProps) {
  const { t } = useTranslation('adminBookings');
  const flight = useFlightText()(booking);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section
        title={
          flight
            ? t(flight.roundTrip ? 'detail.flightsRoundTrip' : 'detail.flightsOneWay', {
                route: flight.route,
              })
            : t('detail.flights')
        }
      >
        <BookingFlights booking={booking} />
      </Section>
      <div className="flex flex-col gap-6">
        <Section title={t('detail.passengersCount', { count: booking.passengers.length })}>
          <BookingPassengers booking={booking} />
        </Section>
        <Section title={t('detail.contact')}>
          <DetailList
            items={[
              { label: t('detail.name'), value: booking.guest.name },
              { label: t('detail.email'), value: booking.guest.email || '—' },
              { label: t('detail.phone'), value: booking.guest.phone },
            ]}
          />
        </Section>
      </div>
      <Section title={t('detail.prices')}>
        <FlightPrices booking={booking} />
      </Section>
      {history}
    </div>
  );
}
