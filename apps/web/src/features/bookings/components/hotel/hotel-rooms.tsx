import { addDays, maxNights, type PublicHotel, type RoomAvailability } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowRightIcon, BedDoubleIcon, CalendarXIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stay } from '@/components/stay/stay-params';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/toasts';
import { availabilityQueryOptions } from '../../api/availability';
import { bookingParamsOf } from '../../booking-request';
import { priceBreakdown } from '../../price-breakdown';
import { byOffer, isBookable } from '../../room-offers';
import { type RoomSelection, withQuantity } from '../../room-selection';
import { RoomCard } from './room-card';
import { SelectionSummary } from './selection-summary';

type HotelRoomsProps = { hotel: PublicHotel; stay: Stay };

/** The rooms for the stay, bookable ones first, the choice of each, and the way to the review. */
export function HotelRooms({ hotel, stay }: HotelRoomsProps) {
  const { t } = useTranslation('hotel');
  const navigate = useNavigate();
  const availability = useQuery(availabilityQueryOptions(hotel.id, stay.checkIn, stay.checkOut));
  const [selection, setSelection] = useState<RoomSelection>([]);

  if (availability.isPending) {
    return (
      <div role="status" aria-label={t('rooms.loading')} className="flex flex-col gap-4">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  }
  if (availability.isError) {
    return (
      <ErrorAlert title={apiErrorMessage(availability.error)}>
        <Button variant="outline" size="sm" onClick={() => void availability.refetch()}>
          {t('rooms.retry')}
        </Button>
      </ErrorAlert>
    );
  }

  const rooms = [...availability.data.rooms].sort(byOffer);
  if (rooms.every((room) => room.roomsLeft === 0 && !room.restriction)) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-10 text-center">
        <BedDoubleIcon aria-hidden className="size-10 text-primary" />
        <p className="font-semibold text-foreground">{t('rooms.none')}</p>
        <p className="text-muted-foreground text-sm">{t('rooms.tryOtherDates')}</p>
      </div>
    );
  }

  const breakdown = priceBreakdown(selection, availability.data);
  const summary = {
    breakdown,
    guests: stay.guests,
    nights: availability.data.nights,
    onReserve: () =>
      void navigate({
        to: '/hotels/$slug/book',
        params: { slug: hotel.slug },
        search: bookingParamsOf(stay, selection),
      }),
  };
  const quantityOf = (roomId: string) => selection.find((line) => line.roomId === roomId)?.quantity ?? 0;
  const noneBookable = !rooms.some(isBookable);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex flex-col gap-4">
        {noneBookable && (
          <div className="flex items-start gap-3 rounded-xl border border-dashed bg-card px-4 py-3">
            <CalendarXIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <p className="font-semibold text-foreground">{t('rooms.noneBookable')}</p>
              <p className="text-muted-foreground text-sm">{t('rooms.tryOtherDates')}</p>
            </div>
          </div>
        )}
        <ul className="flex flex-col gap-4">
          {rooms.map((room) => (
            <li key={room.roomId}>
              <RoomCard
                room={room}
                checkIn={stay.checkIn}
                quantity={quantityOf(room.roomId)}
                onQuantityChange={(quantity) =>
                  setSelection((current) => withQuantity(current, room.roomId, quantity))
                }
                restrictionAction={<StayLongerLink hotel={hotel} stay={stay} room={room} />}
              />
            </li>
          ))}
        </ul>
      </div>
      <div className="sticky top-20 hidden lg:block">
        <SelectionSummary {...summary} />
      </div>
      {selection.length > 0 && (
        <>
          <div className="fixed inset-x-0 bottom-0 z-30 border-t bg-card p-3 shadow-xl lg:hidden">
            <SelectionSummary {...summary} compact />
          </div>
          {/* Room for the bar, so that it never hides the end of the page. */}
          <div aria-hidden className="h-16 lg:hidden" />
        </>
      )}
    </div>
  );
}

/** Under a minimum stay: the same hotel and arrival for as many nights as it asks, when a stay may last that long. */
function StayLongerLink({ hotel, stay, room }: HotelRoomsProps & { room: RoomAvailability }) {
  const { t } = useTranslation('hotel');
  const minNights = room.restriction?.reason === 'MIN_STAY' ? room.restriction.minNights : null;
  if (minNights === null || minNights > maxNights) return null;
  return (
    <Link
      to="/hotels/$slug"
      params={{ slug: hotel.slug }}
      search={{ ...stay, checkOut: addDays(stay.checkIn, minNights) }}
      hash="rooms"
      className="inline-flex items-center gap-1 font-medium text-primary text-sm hover:underline"
    >
      {t('rooms.stayLonger', { count: minNights })}
      <ArrowRightIcon aria-hidden className="size-4" />
    </Link>
  );
}
