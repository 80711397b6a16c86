import { hotelSearchQuerySchema } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRightIcon, TagIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { comingWeekend, defaultGuests, defaultRooms } from '@/components/stay/stay-params';
import { useStayFormat } from '@/components/stay/use-stay-format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { hotelSearchQueryOptions } from '../api/search-hotels';
import { HotelOfferCard } from './hotel-offer-card';

const dealCount = 4;
const placeholders = ['a', 'b', 'c', 'd'];

/** The four cheapest hotels for the coming weekend, for two. Nothing is shown if the search fails. */
export function FeaturedDeals() {
  const { t } = useTranslation('search');
  const format = useStayFormat();
  const stay = { ...comingWeekend(), guests: defaultGuests, rooms: defaultRooms };
  const search = hotelSearchQuerySchema.parse({ ...stay, sort: 'price-asc', pageSize: dealCount });
  const deals = useQuery(hotelSearchQueryOptions(search));
  // A deal is a hotel to book: none the calendar closes for that weekend.
  const items = deals.data?.items.filter((result) => !result.restriction);
  if (deals.isError || items?.length === 0) return null;
  return (
    <section
      aria-labelledby="deals-title"
      aria-busy={deals.isPending}
      className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="deals-title" className="font-display font-semibold text-3xl text-foreground">
            {t('deals.title')}
          </h2>
          <p className="mt-2 text-muted-foreground">
            {t('deals.subtitle', {
              dates: format.datesAndNights(stay.checkIn, stay.checkOut),
              party: format.party(stay.guests),
            })}
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/hotels" search={{ ...stay, sort: 'price-asc' }}>
            {t('deals.seeAll')}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items
          ? items.map((result) => (
              <li key={result.hotel.id} className="flex">
                <HotelOfferCard
                  result={result}
                  stay={stay}
                  layout="column"
                  badge={
                    <Badge variant="laterite" className="shadow-md">
                      <TagIcon aria-hidden />
                      {t('deals.badge')}
                    </Badge>
                  }
                />
              </li>
            ))
          : placeholders.map((key) => (
              <li key={key}>
                <Skeleton className="h-80 rounded-xl" />
              </li>
            ))}
      </ul>
    </section>
  );
}
