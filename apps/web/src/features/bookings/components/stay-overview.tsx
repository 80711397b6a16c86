import type { Photo } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { StayPhoto } from '@/components/stay/stay-photo';
import { useStayFormat } from '@/components/stay/use-stay-format';

type StayOverviewProps = {
  hotel: { name: string; city: string | null; photo: Photo | null | undefined };
  checkIn: string;
  checkOut: string;
  checkInTime: string | null;
  checkOutTime: string | null;
  nights: number;
  guests: number | null;
};

/** The hotel, arrival and departure with their times, nights and party: the same on review and trip pages. */
export function StayOverview({
  hotel,
  checkIn,
  checkOut,
  checkInTime,
  checkOutTime,
  nights,
  guests,
}: StayOverviewProps) {
  const { t } = useTranslation('booking');
  const format = useStayFormat();
  const at = (day: string, time: string | null, key: 'arrivalAt' | 'departureAt') =>
    time ? t(`stay.${key}`, { day: format.longDay(day), time }) : format.longDay(day);
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      <StayPhoto
        photo={hotel.photo}
        rendition="card"
        alt=""
        className="aspect-[3/2] w-full rounded-lg sm:w-44"
      />
      <div className="flex flex-col gap-3">
        <div>
          <p className="font-display font-semibold text-foreground text-xl">{hotel.name}</p>
          {hotel.city && <p className="text-muted-foreground text-sm">{hotel.city}</p>}
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">{t('stay.arrival')}</dt>
            <dd className="font-medium text-foreground">{at(checkIn, checkInTime, 'arrivalAt')}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('stay.departure')}</dt>
            <dd className="font-medium text-foreground">{at(checkOut, checkOutTime, 'departureAt')}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('stay.length')}</dt>
            <dd className="font-medium text-foreground">{format.nights(nights)}</dd>
          </div>
          {guests !== null && (
            <div>
              <dt className="text-muted-foreground">{t('stay.guests')}</dt>
              <dd className="font-medium text-foreground">{format.party(guests)}</dd>
            </div>
          )}
        </dl>
      </div>
    </div>
  );
}
