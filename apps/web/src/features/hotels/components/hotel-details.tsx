import type { Hotel } from '@madabook/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AmenityLabel } from '@/components/amenity-label';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { roundCoordinate } from '@/lib/number-input';

/** The hotel's fields as the edit dialog sets them, and its amenities. */
export function HotelDetails({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation('adminHotels');
  const latitude = roundCoordinate(hotel.latitude);
  const longitude = roundCoordinate(hotel.longitude);
  const mapLink = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('page.details')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {hotel.description ? (
            <p className="whitespace-pre-line text-foreground leading-relaxed">{hotel.description}</p>
          ) : (
            <p className="text-muted-foreground">{t('page.noDescription')}</p>
          )}
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Detail term={t('form.address')}>
              {hotel.address}
              <br />
              {[hotel.postalCode, hotel.city].filter(Boolean).join(' ')}, {hotel.country}
            </Detail>
            <Detail term={t('form.phone')}>
              {hotel.phone ? (
                <a href={`tel:${hotel.phone}`} className="text-primary underline-offset-4 hover:underline">
                  {hotel.phone}
                </a>
              ) : (
                <span className="text-muted-foreground">{t('page.none')}</span>
              )}
            </Detail>
            <Detail term={t('page.coordinates')}>
              <a
                href={mapLink}
                target="_blank"
                rel="noreferrer"
                className="text-primary tabular-nums underline-offset-4 hover:underline"
              >
                {latitude}, {longitude}
                <span className="sr-only"> {t('page.opensMap')}</span>
              </a>
            </Detail>
            <Detail term={t('page.slug')}>
              <code className="break-all">{hotel.slug}</code>
            </Detail>
            <Detail term={t('page.checkInOut')}>
              {t('page.checkInOutValue', { checkIn: hotel.checkInTime, checkOut: hotel.checkOutTime })}
            </Detail>
            <Detail term={t('form.freeCancellationDays')}>
              {t('page.freeCancellation', { count: hotel.freeCancellationDays })}
            </Detail>
            <Detail term={t('page.prepayment')}>
              {t(prepaymentKey(hotel.prepaymentPercent), { percent: hotel.prepaymentPercent })}
            </Detail>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('form.amenities')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {hotel.amenities.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('page.noAmenities')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {hotel.amenities.map((amenity) => (
                <li
                  key={amenity.id}
                  className="rounded-full bg-highlight px-3 py-1 text-highlight-foreground text-sm"
                >
                  <AmenityLabel amenity={amenity} />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** How a stay is paid, by the hotel's share paid online. */
function prepaymentKey(percent: number) {
  if (percent === 0) return 'page.prepaymentAtHotel' as const;
  return percent === 100 ? ('page.prepaymentAll' as const) : ('page.prepaymentDeposit' as const);
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd className="text-foreground">{children}</dd>
    </div>
  );
}
