import { formatAriary, type Language } from '@madabook/contracts';
import type { SitePage } from './public-pages';

interface HotelFacts {
  name: string;
  city: string;
  stars: number;
  priceFrom: number | null;
}

interface SeoTexts {
  pages: Record<SitePage, { title: string; description: string }>;
  notFoundTitle: string;
  hotelDescription: (hotel: HotelFacts) => string;
  priceRange: (priceFrom: number) => string;
}

export const siteName = 'MadaBook';

// Titles are the web app's own (its locales): the tab keeps its name once the app runs, and a
// search engine that runs the app sees the same one.
export const seoTexts: Record<Language, SeoTexts> = {
  fr: {
    pages: {
      home: {
        title: `${siteName} — Hôtels et vols à Madagascar`,
        description:
          'MadaBook : réservez hôtels et vols à Madagascar, paiement sécurisé, confirmation immédiate.',
      },
      hotels: {
        title: `Hôtels – tout Madagascar — ${siteName}`,
        description:
          'Comparez les hôtels de Madagascar, de la maison d’hôtes à l’hôtel premium : prix par nuit, étoiles, équipements, réservation en ligne.',
      },
      flights: {
        title: `Vols à Madagascar — ${siteName}`,
        description:
          'Vols intérieurs à Madagascar depuis et vers Antananarivo : horaires, correspondances et réservation en ligne.',
      },
      login: {
        title: `Connexion — ${siteName}`,
        description: 'Connectez-vous à MadaBook pour réserver et retrouver vos voyages.',
      },
      register: {
        title: `Créer un compte — ${siteName}`,
        description: 'Créez votre compte MadaBook pour réserver hôtels et vols à Madagascar.',
      },
    },
    notFoundTitle: `Page introuvable — ${siteName}`,
    hotelDescription: ({ city, stars, priceFrom }) =>
      [
        `Hôtel ${stars} étoile${stars > 1 ? 's' : ''} à ${city}, Madagascar.`,
        priceFrom === null ? '' : ` Chambres à partir de ${formatAriary(priceFrom, 'fr')} la nuit.`,
        ' Réservez en ligne sur MadaBook, confirmation immédiate.',
      ].join(''),
    priceRange: (priceFrom) => `À partir de ${formatAriary(priceFrom, 'fr')}`,
  },
  en: {
    pages: {
      home: {
        title: `${siteName} — Hotels and flights in Madagascar`,
        description: 'MadaBook: book hotels and flights in Madagascar, secure payment, instant confirmation.',
      },
      hotels: {
        title: `Hotels – all of Madagascar — ${siteName}`,
        description:
          'Compare hotels across Madagascar, from guesthouses to premium hotels: nightly prices, stars, amenities, online booking.',
      },
      flights: {
        title: `Flights in Madagascar — ${siteName}`,
        description:
          'Domestic flights in Madagascar to and from Antananarivo: schedules, connections and online booking.',
      },
      login: {
        title: `Sign in — ${siteName}`,
        description: 'Sign in to MadaBook to book and find your trips.',
      },
      register: {
        title: `Create an account — ${siteName}`,
        description: 'Create your MadaBook account to book hotels and flights in Madagascar.',
      },
    },
    notFoundTitle: `Not Found — ${siteName}`,
    hotelDescription: ({ city, stars, priceFrom }) =>
      [
        `${stars}-star hotel in ${city}, Madagascar.`,
        priceFrom === null ? '' : ` Rooms from ${formatAriary(priceFrom, 'en')} a night.`,
        ' Book online on MadaBook with instant confirmation.',
      ].join(''),
    priceRange: (priceFrom) => `From ${formatAriary(priceFrom, 'en')}`,
  },
};

export const hotelPageTitle = (name: string) => `${name} — ${siteName}`;

/** What a shared link's card shows above the description: the hotel and its town. */
export const hotelShareTitle = ({ name, city }: Pick<HotelFacts, 'name' | 'city'>) => `${name}, ${city}`;
