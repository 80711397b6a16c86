import type { Booking } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon, PrinterIcon } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStayFormat } from '@/components/stay/use-stay-format';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useFocusOnChange } from '@/lib/use-focus-on-change';
import { usePageTitle } from '@/lib/use-page-title';
import { hotelBySlugQueryOptions } from '../../../api/hotel';
import { BookingStatusBadge } from '../booking-status-badge';
import { ContactFacts, Facts, GuestFacts } from '../facts';
import { BookedFlightPrices, BookedItinerary } from '../flight/booked-flights';
import { FareConditions, fareConditionsOf } from '../flight/fare-conditions';
import { useFlightFormat } from '../flight/use-flight-format';
import { PrintStyles } from './print-styles';
import { QrCode } from './qr-code';

/**
 * /account/trips/$bookingId/print: one sheet to print or show on a phone at the desk. A flight's
 * e-ticket and itinerary, or a stay's voucher, with the reference as text and as a QR code.
 * `notice`: a line above the sheet, not printed (whether it is kept for offline reading).
 */
export function TripPrintPage({ booking, notice }: { booking: Booking; notice?: ReactNode }) {
  const { t } = useTranslation('trips');
  const flight = booking.kind === 'FLIGHT';
  const title = flight ? t('print.ticketTitle') : t('print.voucherTitle');
  usePageTitle(t('print.pageTitle', { title, reference: booking.reference }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, booking.id);
  const issued = formatDate(booking.createdAt, useLanguage(), { dateStyle: 'long' });
  const titleId = useId();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:px-6 print:max-w-none print:p-0">
      <PrintStyles />
      <div data-print-hidden className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/account/trips/$bookingId"
          params={{ bookingId: booking.id }}
          className="inline-flex items-center gap-1.5 text-muted-foreground text-sm hover:text-primary hover:underline"
        >
          <ArrowLeftIcon aria-hidden className="size-4" />
          {t('print.back')}
        </Link>
        <Button onClick={() => window.print()}>
          <PrinterIcon aria-hidden />
          {t('print.print')}
        </Button>
      </div>
      {notice}
      <article
        data-print-sheet
        aria-labelledby={titleId}
        className="flex flex-col gap-6 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8 print:rounded-none print:border-0 print:p-0"
      >
        <div className="flex flex-col gap-4 border-b pb-5 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-1">
            <p className="font-display font-semibold text-primary text-xl">{t('print.brand')}</p>
            <h1
              id={titleId}
              ref={headingRef}
              tabIndex={-1}
              className="font-semibold text-2xl text-foreground outline-none"
            >
              {title}
            </h1>
            <p className="text-muted-foreground text-sm">{t('print.issued', { date: issued })}</p>
            <div className="mt-3 flex flex-col">
              <p className="text-muted-foreground text-sm uppercase tracking-wider">{t('trip.reference')}</p>
              <p className="font-bold font-mono text-4xl text-foreground tracking-wider">
                {booking.reference}
              </p>
            </div>
            <div className="mt-1">
              <BookingStatusBadge status={booking.status} cancelledBy={booking.cancelledBy} />
            </div>
          </div>
          <QrCode
            value={booking.reference}
            label={t('print.qrLabel', { reference: booking.reference })}
            className="size-32 shrink-0 self-start rounded-md border sm:size-36"
          />
        </div>
        {booking.status === 'CANCELLED' && (
          <p className="rounded-lg border-2 border-destructive px-4 py-3 font-semibold text-destructive">
            {booking.cancelledBy === 'AIRLINE' ? t('print.cancelledByAirline') : t('print.cancelled')}
          </p>
        )}
        {flight ? <FlightSheet booking={booking} /> : <StaySheet booking={booking} />}
      </article>
    </div>
  );
}

function SheetSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="border-b pb-1 font-semibold text-foreground text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

function FlightSheet({ booking }: { booking: Booking }) {
  const { t } = useTranslation('trips');
  const format = useFlightFormat();
  return (
    <>
      <SheetSection title={t('flight.passengersTitle')}>
        <table className="w-full text-left text-sm">
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('print.passengerName')}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('print.passengerType')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('print.birthDate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {booking.passengers.map((passenger, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a booking's passengers never change order.
              <tr key={index} className="border-t align-top">
                <th scope="row" className="break-words py-1.5 pr-3 font-medium text-foreground">
                  {passenger.firstName} <span className="uppercase">{passenger.lastName}</span>
                </th>
                <td className="py-1.5 pr-3 text-foreground">{format.passengerType(passenger.type)}</td>
                <td className="py-1.5 text-foreground">{format.date(passenger.birthDate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </SheetSection>
      <SheetSection title={t('flight.flights')}>
        <BookedItinerary booking={booking} />
        <p className="text-muted-foreground text-sm">{t('print.localTimes')}</p>
      </SheetSection>
      <SheetSection title={t('flight.conditions')}>
        <FareConditions conditions={fareConditionsOf(booking.flights)} />
      </SheetSection>
      <SheetSection title={t('flight.prices')}>
        <BookedFlightPrices booking={booking} />
      </SheetSection>
      <SheetSection title={t('flight.contact')}>
        <ContactFacts booking={booking} />
        <p className="text-muted-foreground text-sm">{t('print.bringId')}</p>
      </SheetSection>
    </>
  );
}

function StaySheet({ booking }: { booking: Booking }) {
  const { t } = useTranslation('trips');
  const { t: tBooking } = useTranslation('booking');
  const format = useStayFormat();
  const slug = booking.hotel?.slug;
  // The address and phone are the hotel's today; the booking keeps its name and city.
  const hotel = useQuery({ ...hotelBySlugQueryOptions(slug ?? ''), enabled: Boolean(slug) }).data;
  const at = (day: string | null, time: string | null, key: 'arrivalAt' | 'departureAt') =>
    day ? (time ? tBooking(`stay.${key}`, { day: format.longDay(day), time }) : format.longDay(day)) : '—';
  return (
    <>
      <SheetSection title={t('trip.stay')}>
        <div className="flex flex-col gap-1">
          <p className="font-display font-semibold text-foreground text-xl">
            {booking.hotel?.name ?? t('unknownHotel')}
          </p>
          {hotel ? (
            <p className="text-foreground text-sm">
              {hotel.address}, {hotel.city}
              {hotel.phone && ` · ${hotel.phone}`}
            </p>
          ) : (
            booking.hotel?.city && <p className="text-foreground text-sm">{booking.hotel.city}</p>
          )}
        </div>
        <Facts
          facts={[
            [tBooking('stay.arrival'), at(booking.checkIn, booking.hotel?.checkInTime ?? null, 'arrivalAt')],
            [
              tBooking('stay.departure'),
              at(booking.checkOut, booking.hotel?.checkOutTime ?? null, 'departureAt'),
            ],
            [tBooking('stay.length'), format.nights(booking.nights)],
            ...(booking.guests === null
              ? []
              : [[tBooking('stay.guests'), format.party(booking.guests)] as const]),
          ]}
        />
      </SheetSection>
      <SheetSection title={t('trip.prices')}>
        <ul className="flex flex-col gap-1 text-sm">
          {booking.rooms.map((room) => (
            <li key={room.roomId ?? room.roomName} className="flex flex-wrap justify-between gap-x-4">
              <span className="text-foreground">
                {room.roomName} · {format.rooms(room.quantity)} · {format.nights(booking.nights)}
              </span>
              <span className="ml-auto text-foreground tabular-nums">{format.price(room.subtotal)}</span>
            </li>
          ))}
        </ul>
        <div className="flex items-baseline justify-between gap-4 border-t pt-2">
          <p className="font-semibold text-foreground">{tBooking('review.total')}</p>
          <p className="font-bold text-foreground text-xl tabular-nums">{format.price(booking.total)}</p>
        </div>
      </SheetSection>
      <SheetSection title={t('trip.guest')}>
        <GuestFacts booking={booking} />
      </SheetSection>
    </>
  );
}
