import { intlLocales, type Language, nightsBetween } from '@madabook/contracts';
import type { MailContent } from './render';

export interface FlightTimesChangedMailData {
  reference: string;
  /** As travellers read it: MW 102. */
  flightNumber: string;
  from: { code: string; city: string };
  to: { code: string; city: string };
  /** Local times at each airport, with their offsets: 2026-12-01T08:05:00+03:00. */
  departure: string;
  arrival: string;
  url: string;
}

/** The day of a local time as words, read from its own date (not the server's zone). */
const localDay = (localIso: string, language: Language) =>
  new Intl.DateTimeFormat(intlLocales[language], { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${localIso.slice(0, 10)}T00:00:00Z`),
  );

function timesLine(data: FlightTimesChangedMailData) {
  const daysLater = nightsBetween(data.departure.slice(0, 10), data.arrival.slice(0, 10));
  const arrival = `${data.arrival.slice(11, 16)}${daysLater > 0 ? ` (+${daysLater})` : ''}`;
  return `${data.departure.slice(11, 16)} ${data.from.city} (${data.from.code}) → ${arrival} ${data.to.city} (${data.to.code})`;
}

export const flightTimesChangedMail: Record<Language, (data: FlightTimesChangedMailData) => MailContent> = {
  fr: (data) => ({
    subject: `Nouveaux horaires du vol ${data.flightNumber} — réservation ${data.reference}`,
    heading: 'Les horaires de votre vol ont changé',
    paragraphs: [
      `La compagnie a modifié les horaires du vol ${data.flightNumber} de votre réservation ${data.reference}. Voici les nouveaux :`,
      `${localDay(data.departure, 'fr')}\n${timesLine(data)}`,
      'Les heures sont locales, à chaque aéroport. Votre réservation reste valable ; si ces horaires ne vous conviennent pas, contactez-nous depuis le site.',
    ],
    action: { label: 'Voir ma réservation', url: data.url },
  }),
  en: (data) => ({
    subject: `New times for flight ${data.flightNumber} — booking ${data.reference}`,
    heading: 'Your flight times have changed',
    paragraphs: [
      `The airline changed the times of flight ${data.flightNumber} in your booking ${data.reference}. The new times:`,
      `${localDay(data.departure, 'en')}\n${timesLine(data)}`,
      'Times are local at each airport. Your booking stands; if these times do not suit you, contact us from the website.',
    ],
    action: { label: 'View my booking', url: data.url },
  }),
};
