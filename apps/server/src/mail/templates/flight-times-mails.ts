import {
  intlLocales,
  type Language,
  maxConnectionMinutes,
  minConnectionMinutes,
  nightsBetween,
} from '@madabook/contracts';
import type { MailContent } from './render';

/** A connection of the journey that the new times break: where, and the two flights at local times. */
export interface BrokenConnectionCopy {
  at: { code: string; city: string };
  arriving: { flightNumber: string; arrival: string };
  leaving: { flightNumber: string; departure: string };
}

export interface FlightTimesChangedMailData {
  reference: string;
  /** As travellers read it: MW 102. */
  flightNumber: string;
  from: { code: string; city: string };
  to: { code: string; city: string };
  /** Local times at each airport, with their offsets: 2026-12-01T08:05:00+03:00. */
  departure: string;
  arrival: string;
  /** The connection the new times break, or null when the journey still connects. */
  connection: BrokenConnectionCopy | null;
  url: string;
}

/** The local hour and minute of a local time with its offset. */
export const clock = (localIso: string) => localIso.slice(11, 16);
const minimumStop = `${minConnectionMinutes} min`;
const maxHours = maxConnectionMinutes / 60;

/** Why a connection no longer holds, in words: what mails to the traveller and to the airline both say. */
export const brokenConnectionLine: Record<Language, (connection: BrokenConnectionCopy) => string> = {
  fr: ({ at, arriving, leaving }) =>
    `Le vol ${arriving.flightNumber} arrive désormais à ${clock(arriving.arrival)} à ${at.city} (${at.code}) et le vol ${leaving.flightNumber} en repart à ${clock(leaving.departure)} : une correspondance demande entre ${minimumStop} et ${maxHours} h au sol.`,
  en: ({ at, arriving, leaving }) =>
    `Flight ${arriving.flightNumber} now lands at ${clock(arriving.arrival)} in ${at.city} (${at.code}) and flight ${leaving.flightNumber} leaves at ${clock(leaving.departure)}: a connection needs between ${minimumStop} and ${maxHours} h on the ground.`,
};

/** The day of a local time as words, read from its own date (not the server's zone). */
export const localDay = (localIso: string, language: Language) =>
  new Intl.DateTimeFormat(intlLocales[language], { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${localIso.slice(0, 10)}T00:00:00Z`),
  );

/** A flight's local times, from one airport to the other: 08:40 Antananarivo (TNR) → 10:10 Nosy Be (NOS). */
export function timesLine(data: Pick<FlightTimesChangedMailData, 'departure' | 'arrival' | 'from' | 'to'>) {
  const daysLater = nightsBetween(data.departure.slice(0, 10), data.arrival.slice(0, 10));
  const arrival = `${clock(data.arrival)}${daysLater > 0 ? ` (+${daysLater})` : ''}`;
  return `${clock(data.departure)} ${data.from.city} (${data.from.code}) → ${arrival} ${data.to.city} (${data.to.code})`;
}

export const flightTimesChangedMail: Record<Language, (data: FlightTimesChangedMailData) => MailContent> = {
  fr: (data) => ({
    subject: `Nouveaux horaires du vol ${data.flightNumber} — réservation ${data.reference}`,
    heading: 'Les horaires de votre vol ont changé',
    paragraphs: [
      `La compagnie a modifié les horaires du vol ${data.flightNumber} de votre réservation ${data.reference}. Voici les nouveaux :`,
      `${localDay(data.departure, 'fr')}\n${timesLine(data)}`,
      ...(data.connection
        ? [
            `Votre correspondance à ${data.connection.at.city} ne tient plus. ${brokenConnectionLine.fr(data.connection)}`,
            'Les heures sont locales, à chaque aéroport. Ne partez pas sur ce voyage tel quel : contactez-nous depuis le site avant le départ, nous vous trouverons une autre correspondance ou annulerons votre voyage. La compagnie est prévenue.',
          ]
        : [
            'Les heures sont locales, à chaque aéroport. Votre réservation reste valable ; si ces horaires ne vous conviennent pas, contactez-nous depuis le site.',
          ]),
    ],
    action: { label: 'Voir ma réservation', url: data.url },
  }),
  en: (data) => ({
    subject: `New times for flight ${data.flightNumber} — booking ${data.reference}`,
    heading: 'Your flight times have changed',
    paragraphs: [
      `The airline changed the times of flight ${data.flightNumber} in your booking ${data.reference}. The new times:`,
      `${localDay(data.departure, 'en')}\n${timesLine(data)}`,
      ...(data.connection
        ? [
            `Your connection in ${data.connection.at.city} no longer holds. ${brokenConnectionLine.en(data.connection)}`,
            'Times are local at each airport. Do not set off on this journey as it is: contact us from the website before you travel, and we will find you another connection or cancel your journey. The airline has been told.',
          ]
        : [
            'Times are local at each airport. Your booking stands; if these times do not suit you, contact us from the website.',
          ]),
    ],
    action: { label: 'View my booking', url: data.url },
  }),
};
