import type { HotelSearchResult } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import { MapPinIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AmenityList } from '@/components/stay/amenity-list';
import { HotelStars } from '@/components/stay/hotel-stars';
import { RoomsLeft } from '@/components/stay/rooms-left';
import type { Stay } from '@/components/stay/stay-params';
import { StayPhoto } from '@/components/stay/stay-photo';
import { StayRestrictionNote } from '@/components/stay/stay-restriction';
import { TierBadge } from '@/components/stay/tier-badge';
import { useStayFormat } from '@/components/stay/use-stay-format';
import { cn } from '@/lib/cn';

type Layout = 'row' | 'column';

type HotelOfferCardProps = {
  result: HotelSearchResult;
  stay: Stay;
  /** `row` in the results (photo beside the text from 640 px), `column` for the home page's deals. */
  layout?: Layout;
  /** Over the photo, e.g. the deal badge. */
  badge?: ReactNode;
  /** The first card of the results: its photo is the largest image on a phone's first screen. */
  priority?: boolean;
};

/** The photo's width in each layout: the card's on phones; beside the text, or a column of the grid, from 640 px. */
const photoSizes: Record<Layout, string> = {
  row: '(min-width: 1280px) 12rem, (min-width: 640px) 14rem, 100vw',
  column: '(min-width: 1280px) 19rem, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
};

/**
 * One hotel for the stay: the whole card opens its page with the same stay. A hotel the calendar
 * closes for these dates (closed, no arrival, a longer minimum stay) gives the reason instead of a price.
 */
export function HotelOfferCard({
  result,
  stay,
  layout = 'row',
  badge,
  priority = false,
}: HotelOfferCardProps) {
  const { t } = useTranslation('search');
  const format = useStayFormat();
  const { hotel } = result;
  const row = layout === 'row';
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow has-focus-visible:ring-2 has-focus-visible:ring-ring hover:shadow-lg',
        row && 'sm:flex-row',
      )}
    >
      <div className={cn('relative aspect-[3/2] shrink-0', row && 'sm:aspect-auto sm:w-56 xl:w-48')}>
        <StayPhoto
          photo={hotel.photo}
          rendition="card"
          sizes={photoSizes[layout]}
          alt=""
          priority={priority}
          className="size-full"
        />
        {badge && <div className="absolute top-3 left-3">{badge}</div>}
      </div>
      <div className={cn('flex flex-1 flex-col gap-3 p-4', row && 'sm:p-5')}>
        <div className="flex flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <HotelStars stars={hotel.stars} />
            <TierBadge tier={hotel.tier} />
          </div>
          <h3 className="font-display font-semibold text-foreground text-xl leading-snug">
            <Link
              to="/hotels/$slug"
              params={{ slug: hotel.slug }}
              search={stay}
              className="rounded-sm outline-none after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:underline"
            >
              {hotel.name}
            </Link>
          </h3>
          <p className="flex items-center gap-1 text-muted-foreground text-sm">
            <MapPinIcon aria-hidden className="size-4" />
            {hotel.city}
          </p>
        </div>
        {row && hotel.amenities.length > 0 && <AmenityList amenities={hotel.amenities} />}
        {result.restriction ? (
          <div className="mt-auto flex flex-col gap-1 border-t pt-3">
            <p className="text-muted-foreground text-xs uppercase tracking-wide">{t('card.notBookable')}</p>
            <StayRestrictionNote restriction={result.restriction} />
          </div>
        ) : (
          <div className="mt-auto flex flex-wrap items-end justify-between gap-x-4 gap-y-2 border-t pt-3">
            <RoomsLeft count={result.roomsLeft} />
            <div className="text-right">
              <p className="text-muted-foreground text-xs">{t('card.from')}</p>
              <p>
                <span className="font-bold text-2xl text-foreground">
                  {format.price(result.lowestPricePerNight)}
                </span>
                <span className="text-muted-foreground text-sm"> {t('card.perNight')}</span>
              </p>
              <p className="text-muted-foreground text-sm">
                {t('card.total', {
                  total: format.price(result.total),
                  stay:
                    stay.rooms > 1
                      ? `${format.nights(result.nights)}, ${format.rooms(stay.rooms)}`
                      : format.nights(result.nights),
                })}
              </p>
            </div>
          </div>
        )}
      </div>
    </article>
  );
}
