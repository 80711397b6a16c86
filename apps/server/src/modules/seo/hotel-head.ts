import {
  hotelGallerySizes,
  type Language,
  type Photo,
  type PhotoRendition,
  photoRenditionSize,
  photoSrcSet,
} from '@madabook/contracts';
import type { HotelSummary } from '../hotels/hotels.service';
import type { PageHead } from './page-head';
import { hotelPath } from './public-pages';
import { hotelPageTitle, hotelShareTitle, seoTexts } from './seo-texts';
import { pageUrls } from './site-urls';

// 800 px wide: above the 600 px Facebook and X want for a large card, light enough for WhatsApp.
const shareRendition: PhotoRendition = 'card';

/**
 * A published hotel's page head: share cards with its cover photo, schema.org `Hotel` data, and the
 * cover (the page's largest image) fetched while the app's code still loads.
 */
export function hotelHead(input: {
  hotel: HotelSummary;
  cover: Photo | undefined;
  language: Language;
  appUrl: string;
}): PageHead {
  const { hotel, cover, language, appUrl } = input;
  const urls = pageUrls(appUrl, hotelPath(hotel.slug));
  const texts = seoTexts[language];
  const description = texts.hotelDescription(hotel);
  return {
    language,
    title: hotelPageTitle(hotel.name),
    description,
    urls,
    shareTitle: hotelShareTitle(hotel),
    image: cover && {
      url: `${appUrl}${cover.urls[shareRendition]}`,
      type: 'image/webp',
      ...photoRenditionSize(cover, shareRendition),
      alt: hotel.name,
    },
    preloadImage: cover && { srcset: photoSrcSet(cover), sizes: hotelGallerySizes },
    // Optional fields left undefined drop out of the JSON.
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: hotel.name,
      description,
      url: urls[language],
      image: cover && `${appUrl}${cover.urls.large}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: hotel.address,
        addressLocality: hotel.city,
        postalCode: hotel.postalCode ?? undefined,
        addressCountry: 'MG',
      },
      geo: { '@type': 'GeoCoordinates', latitude: hotel.latitude, longitude: hotel.longitude },
      starRating: { '@type': 'Rating', ratingValue: hotel.stars },
      telephone: hotel.phone ?? undefined,
      priceRange: hotel.priceFrom === null ? undefined : texts.priceRange(hotel.priceFrom),
    },
  };
}
