import { type PublicHotel, staySearchSchema } from '@madabook/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeftIcon, MapPinIcon } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AmenityList } from '@/components/stay/amenity-list';
import { HotelStars } from '@/components/stay/hotel-stars';
import { translateIssues } from '@/components/stay/stay-issues';
import { stayDraftOf, withStayDefaults } from '@/components/stay/stay-params';
import type { StayParams } from '@/components/stay/stay-url';
import { TierBadge } from '@/components/stay/tier-badge';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useFocusOnChange } from '@/lib/use-focus-on-change';
import { usePageTitle } from '@/lib/use-page-title';
import { HotelFacts } from './hotel-facts';
import { HotelGallery } from './hotel-gallery';
import { HotelLocation } from './hotel-location';
import { HotelRooms } from './hotel-rooms';
import { HotelStayEditor } from './hotel-stay-editor';

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} id={id} className="flex scroll-mt-20 flex-col gap-4">
      <h2 id={headingId} className="font-display font-semibold text-2xl text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /hotels/$slug: the hotel, and its rooms for the stay in the address. */
export function HotelPage({ hotel, params }: { hotel: PublicHotel; params: StayParams }) {
  const { t } = useTranslation('hotel');
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  usePageTitle(t('pageTitle', { name: hotel.name }));
  useFocusOnChange(headingRef, hotel.id);

  const checked = staySearchSchema.safeParse(withStayDefaults(params));
  const issues = checked.success ? [] : translateIssues(checked.error.issues);
  const draft = stayDraftOf(params);
  const stay = checked.success ? checked.data : undefined;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-6 sm:px-6 lg:px-8">
      <Link
        to="/hotels"
        search={{ city: hotel.city, ...draft }}
        className="inline-flex items-center gap-1.5 self-start text-muted-foreground text-sm hover:text-primary hover:underline"
      >
        <ArrowLeftIcon aria-hidden className="size-4" />
        {t('backToResults', { city: hotel.city })}
      </Link>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <HotelStars stars={hotel.stars} />
          <TierBadge tier={hotel.tier} />
        </div>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="font-display font-semibold text-3xl text-foreground outline-none sm:text-4xl"
        >
          {hotel.name}
        </h1>
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <MapPinIcon aria-hidden className="size-4" />
          {hotel.address}, {hotel.city}
        </p>
      </header>
      <HotelGallery photos={hotel.photos} hotelName={hotel.name} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-10">
          {hotel.description && (
            <Section title={t('about')}>
              <p className="whitespace-pre-line text-foreground leading-relaxed">{hotel.description}</p>
            </Section>
          )}
          {hotel.amenities.length > 0 && (
            <Section title={t('amenities')}>
              <AmenityList amenities={hotel.amenities} className="grid gap-3 text-base sm:grid-cols-2" />
            </Section>
          )}
        </div>
        <div className="flex flex-col gap-10">
          <Section title={t('goodToKnow')}>
            <HotelFacts hotel={hotel} />
          </Section>
          <Section title={t('location.title')}>
            <HotelLocation hotel={hotel} />
          </Section>
        </div>
      </div>
      <Section title={t('rooms.title')} id="rooms">
        <HotelStayEditor
          key={`${draft.checkIn}/${draft.checkOut}/${draft.guests}`}
          stay={draft}
          issues={issues}
          onChange={(next) =>
            void navigate({
              to: '/hotels/$slug',
              params: { slug: hotel.slug },
              search: next,
              replace: true,
              resetScroll: false,
            })
          }
        />
        {stay ? (
          <HotelRooms key={`${stay.checkIn}/${stay.checkOut}`} hotel={hotel} stay={stay} />
        ) : (
          <ErrorAlert title={t('invalidStay')}>
            <ul className="flex list-disc flex-col gap-1 pl-5">
              {issues.map((issue) => (
                <li key={`${issue.field}-${issue.message}`}>{issue.message}</li>
              ))}
            </ul>
          </ErrorAlert>
        )}
      </Section>
    </div>
  );
}
