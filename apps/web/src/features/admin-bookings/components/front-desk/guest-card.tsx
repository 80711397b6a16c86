import type { Booking } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import {
  BedDoubleIcon,
  CalendarDaysIcon,
  ChevronRightIcon,
  LogInIcon,
  LogOutIcon,
  PhoneIcon,
  UsersRoundIcon,
  WalletIcon,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStayFormat } from '@/components/stay/use-stay-format';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { leftToPay } from '../../desk-rules';
import { BookingSourceBadge, BookingStatusBadge } from '../booking-badges';
import { DeskActions } from './desk-actions';

/** Where the guest stands at the desk: expected, in the house, gone; else the booking's own status. */
function DeskState({ booking }: { booking: Booking }) {
  const { t } = useTranslation('adminFrontDesk');
  if (booking.checkedOutAt) return <Badge variant="secondary">{t('state.checkedOut')}</Badge>;
  if (booking.checkedInAt) return <Badge variant="ravinala">{t('state.checkedIn')}</Badge>;
  if (booking.status === 'CONFIRMED') return <Badge variant="outline">{t('state.expected')}</Badge>;
  return <BookingStatusBadge status={booking.status} />;
}

function Fact({ icon: Icon, children }: { icon: typeof BedDoubleIcon; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0">{children}</span>
    </li>
  );
}

type GuestCardProps = {
  booking: Booking;
  hotelId: string;
  onDone: (message: string) => void;
};

/** One stay at the desk: who, which rooms, when, what is left to pay, and what the desk may do now. */
export function GuestCard({ booking, hotelId, onDone }: GuestCardProps) {
  const { t } = useTranslation('adminFrontDesk');
  const format = useStayFormat();
  const nameId = useId();
  const due = leftToPay(booking);
  const moment = (instant: string) =>
    formatDate(instant, format.language, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
  return (
    <article aria-labelledby={nameId} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs">
      <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h3 id={nameId} className="break-words font-semibold text-foreground text-lg leading-tight">
            {booking.guest.name}
          </h3>
          <p className="font-mono text-muted-foreground text-sm">{booking.reference}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <BookingSourceBadge source={booking.source} />
          <DeskState booking={booking} />
        </div>
      </header>
      <ul className="flex flex-col gap-1.5 text-foreground text-sm">
        <Fact icon={BedDoubleIcon}>
          {booking.rooms.map((room) => `${room.quantity} × ${room.roomName}`).join(', ')}
        </Fact>
        {booking.checkIn && booking.checkOut && (
          <Fact icon={CalendarDaysIcon}>{format.datesAndNights(booking.checkIn, booking.checkOut)}</Fact>
        )}
        {booking.guests !== null && <Fact icon={UsersRoundIcon}>{format.party(booking.guests)}</Fact>}
        {booking.guest.phone && (
          <Fact icon={PhoneIcon}>
            <a
              href={`tel:${booking.guest.phone}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              {booking.guest.phone}
            </a>
          </Fact>
        )}
        {due > 0 && (
          <Fact icon={WalletIcon}>
            <span className="font-semibold text-laterite-700 dark:text-laterite-400">
              {t('card.toPay', { amount: format.price(due) })}
            </span>
          </Fact>
        )}
        {booking.checkedInAt && (
          <Fact icon={LogInIcon}>{t('card.checkedIn', { when: moment(booking.checkedInAt) })}</Fact>
        )}
        {booking.checkedOutAt && (
          <Fact icon={LogOutIcon}>{t('card.checkedOut', { when: moment(booking.checkedOutAt) })}</Fact>
        )}
      </ul>
      <DeskActions booking={booking} onDone={onDone} />
      <Link
        to="/partner/hotels/$hotelId/bookings/$bookingId"
        params={{ hotelId, bookingId: booking.id }}
        aria-label={t('card.openFor', { guest: booking.guest.name })}
        className="-mx-1 inline-flex min-h-11 items-center gap-1 self-start rounded-md px-1 font-medium text-primary text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {t('card.open')}
        <ChevronRightIcon aria-hidden className="size-4" />
      </Link>
    </article>
  );
}
