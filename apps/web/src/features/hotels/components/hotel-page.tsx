import type { Amenity, Hotel } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArchiveIcon, ArchiveRestoreIcon, ChevronLeftIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { useBackOfficeArea } from '@/lib/back-office-area';
import { hotelQueryOptions } from '../api/hotels';
import { useHotelActions } from '../hooks/use-hotel-actions';
import { ArchivedBadge, StarRating, TierBadge } from './hotel-badges';
import { HotelDetails } from './hotel-details';
import { HotelDialogs } from './hotel-dialogs';
import { OccupancyCalendar } from './occupancy-calendar';

type HotelPageProps = {
  hotelId: string;
  /** Every amenity, for the edit dialog. */
  amenities: Amenity[] | undefined;
  /** The hotel's photo gallery, from the photos feature. */
  photos: (hotel: Hotel) => ReactNode;
  /** The hotel's rooms, from the rooms feature. */
  rooms: (hotel: Hotel) => ReactNode;
  /** Who runs the hotel, from the partners feature (the back office invites its first owner). */
  team?: (hotel: Hotel) => ReactNode;
};

/**
 * One hotel in the back office: what it is, its photos, its rooms and how full they are. In a
 * partner's area the hotel's own team edits its details only (archiving and deleting stay the
 * platform's), and its calendar has a page of its own.
 */
export function HotelPage({ hotelId, amenities, photos, rooms, team }: HotelPageProps) {
  const { t } = useTranslation('adminHotels');
  const navigate = useNavigate();
  const area = useBackOfficeArea();
  // The route's loader has read it already; undefined only once it is deleted.
  const hotel = useQuery(hotelQueryOptions(hotelId, area)).data;
  const actions = useHotelActions();
  if (!hotel) return null;
  const platform = area === 'admin';

  return (
    <>
      {platform && (
        <Link
          to="/admin/hotels"
          className="mb-3 inline-flex items-center gap-1 text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
        >
          <ChevronLeftIcon aria-hidden className="size-4" />
          {t('page.back')}
        </Link>
      )}
      <PageHeader
        title={hotel.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <StarRating stars={hotel.stars} />
            <TierBadge tier={hotel.tier} />
            <ArchivedBadge archived={hotel.archived} />
            <span>
              {hotel.city}, {hotel.country}
            </span>
          </span>
        }
        actions={
          <>
            <Button variant="outline" onClick={() => actions.edit(hotel)}>
              <PencilIcon aria-hidden />
              {t('actions.edit')}
            </Button>
            {platform && (
              <>
                <Button
                  variant="outline"
                  loading={actions.archivePending}
                  onClick={() => actions.toggleArchive(hotel)}
                >
                  {hotel.archived ? <ArchiveRestoreIcon aria-hidden /> : <ArchiveIcon aria-hidden />}
                  {hotel.archived ? t('actions.unarchive') : t('actions.archive')}
                </Button>
                <Button variant="destructive" onClick={() => actions.remove(hotel)}>
                  <Trash2Icon aria-hidden />
                  {t('actions.delete')}
                </Button>
              </>
            )}
          </>
        }
      />
      <div className="flex flex-col gap-6">
        <HotelDetails hotel={hotel} />
        {photos(hotel)}
        {rooms(hotel)}
        {platform && <OccupancyCalendar hotelId={hotel.id} />}
        {team?.(hotel)}
      </div>
      <HotelDialogs
        actions={actions}
        amenities={amenities}
        onDeleted={() => void navigate({ to: '/admin/hotels' })}
      />
    </>
  );
}
