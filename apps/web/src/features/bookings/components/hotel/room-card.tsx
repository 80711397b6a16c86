import type { RoomAvailability } from '@madabook/contracts';
import { UsersRoundIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RoomsLeft } from '@/components/stay/rooms-left';
import { StayPhoto } from '@/components/stay/stay-photo';
import { StayRestrictionNote } from '@/components/stay/stay-restriction';
import { useStayFormat } from '@/components/stay/use-stay-format';
import { controlClass } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import { pricesDiffer } from '../../night-prices';
import { NightPriceDetails } from '../night-price-list';

type RoomCardProps = {
  room: RoomAvailability;
  /** The stay's first night, to name each night's price. */
  checkIn: string;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** Under a restriction's reason: what the traveller can do about it (stay longer…). */
  restrictionAction?: ReactNode;
  /** Shown to the hotel's own desk: no photo, and the rooms left said plainly, not urged. */
  desk?: boolean;
};

const quantityChoices = (roomsLeft: number) => Array.from({ length: roomsLeft + 1 }, (_, count) => count);

/**
 * A room type for the stay: its price per night (the average when nights differ, each night's
 * price a click away) and in all, how many are left, how many to take. A room the calendar closes
 * for the stay says why, and cannot be chosen.
 */
export function RoomCard({
  room,
  checkIn,
  quantity,
  onQuantityChange,
  restrictionAction,
  desk = false,
}: RoomCardProps) {
  const { t } = useTranslation(['hotel', 'stay']);
  const soldOut = room.roomsLeft === 0;
  const varying = pricesDiffer(room.nightPrices);
  return (
    <article
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm sm:flex-row',
        quantity > 0 && 'border-primary ring-1 ring-primary',
      )}
    >
      {!desk && (
        <StayPhoto
          photo={room.photos[0]}
          rendition="card"
          sizes="(min-width: 640px) 12rem, 100vw"
          alt=""
          className="aspect-video w-full sm:aspect-auto sm:w-48"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold text-foreground text-lg">{room.name}</h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
          <span>{t(`stay:roomType.${room.type}`)}</span>
          <span className="flex items-center gap-1">
            <UsersRoundIcon aria-hidden className="size-4" />
            {t('rooms.capacity', { count: room.capacity })}
          </span>
        </p>
        {room.description && <p className="text-muted-foreground text-sm">{room.description}</p>}
        {room.restriction ? null : soldOut ? (
          <p className="font-semibold text-muted-foreground text-sm">{t('rooms.soldOut')}</p>
        ) : (
          <RoomsLeft count={room.roomsLeft} wording={desk ? 'available' : 'urgent'} />
        )}
        {!room.restriction && varying && <NightPriceDetails checkIn={checkIn} prices={room.nightPrices} />}
      </div>
      {room.restriction ? (
        <div className="flex flex-col gap-2 border-t bg-secondary/40 p-4 sm:w-52 sm:border-t-0 sm:border-l">
          <p className="text-muted-foreground text-xs uppercase tracking-wide">{t('rooms.notBookable')}</p>
          <StayRestrictionNote restriction={room.restriction} />
          {restrictionAction}
        </div>
      ) : (
        <RoomChoice
          room={room}
          varying={varying}
          quantity={quantity}
          onQuantityChange={onQuantityChange}
          soldOut={soldOut}
        />
      )}
    </article>
  );
}

type RoomChoiceProps = Pick<RoomCardProps, 'room' | 'quantity' | 'onQuantityChange'> & {
  varying: boolean;
  soldOut: boolean;
};

/** The price, per night and for the stay, and how many rooms to take. */
function RoomChoice({ room, varying, quantity, onQuantityChange, soldOut }: RoomChoiceProps) {
  const { t } = useTranslation(['hotel', 'stay']);
  const format = useStayFormat();
  const selectId = useId();
  return (
    <div className="flex flex-row items-end justify-between gap-4 border-t p-4 sm:w-52 sm:flex-col sm:items-end sm:border-t-0 sm:border-l">
      <div className="sm:text-right">
        <p>
          <span className="font-bold text-foreground text-xl">{format.price(room.pricePerNight)}</span>
          <span className="text-muted-foreground text-sm"> {t('rooms.perNight')}</span>
        </p>
        {varying && <p className="text-muted-foreground text-xs">{t('rooms.onAverage')}</p>}
        <p className="text-muted-foreground text-sm">
          {t('rooms.totalFor', { total: format.price(room.total), nights: format.nights(room.nights) })}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="font-medium text-foreground text-sm">
          <span aria-hidden>{t('rooms.quantity')}</span>
          <span className="sr-only">{t('rooms.quantityLabel', { name: room.name })}</span>
        </label>
        <select
          id={selectId}
          value={quantity}
          disabled={soldOut}
          onChange={(event) => onQuantityChange(Number(event.target.value))}
          className={cn(controlClass, 'h-10 w-24')}
        >
          {quantityChoices(room.roomsLeft).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
