import type { Language } from '@madabook/contracts';
import { type BrokenConnectionCopy, brokenConnectionLine, localDay, timesLine } from './flight-times-mails';
import type { MailContent } from './render';

export interface FlightConnectionsBrokenMailData {
  airlineName: string;
  /** As travellers read it: MW 102. */
  flightNumber: string;
  from: { code: string; city: string };
  to: { code: string; city: string };
  /** The departure's new local times at each airport, with their offsets. */
  departure: string;
  arrival: string;
  /** Each booking whose connection the new times break. */
  connections: Array<BrokenConnectionCopy & { reference: string }>;
  url: string;
}

const footer: Record<Language, string> = {
  fr: 'MadaBook — hôtels et vols à Madagascar. Vous recevez ce message comme propriétaire ou gérant d’une compagnie sur MadaBook.',
  en: 'MadaBook — hotels and flights in Madagascar. You receive this message as an owner or manager of an airline on MadaBook.',
};

/** To an airline's owners and managers: the new times of one of its departures break passengers' connections. */
export const flightConnectionsBrokenMail: Record<
  Language,
  (data: FlightConnectionsBrokenMailData) => MailContent
> = {
  fr: (data) => ({
    subject: `Vol ${data.flightNumber} du ${localDay(data.departure, 'fr')} : ${data.connections.length} correspondance(s) rompue(s)`,
    heading: 'Des correspondances ne tiennent plus',
    paragraphs: [
      `Avec ses nouveaux horaires (${timesLine(data)}), le vol ${data.flightNumber} de ${data.airlineName} ne permet plus la correspondance de ces réservations :`,
      data.connections
        .map((connection) => `${connection.reference} — ${brokenConnectionLine.fr(connection)}`)
        .join('\n'),
      'Les voyageurs ont été prévenus par e-mail et invités à nous contacter. Proposez-leur une autre correspondance, ou modifiez l’horaire pour que la correspondance tienne de nouveau.',
    ],
    action: { label: 'Ouvrir l’espace partenaire', url: data.url },
    footer: footer.fr,
  }),
  en: (data) => ({
    subject: `Flight ${data.flightNumber} on ${localDay(data.departure, 'en')}: ${data.connections.length} connection(s) broken`,
    heading: 'Some connections no longer hold',
    paragraphs: [
      `With its new times (${timesLine(data)}), flight ${data.flightNumber} of ${data.airlineName} no longer makes the connection of these bookings:`,
      data.connections
        .map((connection) => `${connection.reference} — ${brokenConnectionLine.en(connection)}`)
        .join('\n'),
      'The travellers were told by mail and asked to contact us. Offer them another connection, or move the flight so that the connection holds again.',
    ],
    action: { label: 'Open the partner area', url: data.url },
    footer: footer.en,
  }),
};
