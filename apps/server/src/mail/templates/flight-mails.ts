import {
  type BookingFlight,
  type Cabin,
  type FareFamily,
  fareFamilyRules,
  formatAriary,
  intlLocales,
  type Language,
  madagascarTimeZone,
  nightsBetween,
  type PassengerType,
} from '@madabook/contracts';
import { type RefundLine, refundParagraph } from './payment-copy';
import type { MailContent } from './render';

/** A flight as a mail shows it; times are local to each airport, with their offsets. */
export type FlightMailFlight = Pick<
  BookingFlight,
  'direction' | 'flightNumber' | 'airline' | 'from' | 'to' | 'departure' | 'arrival' | 'cabin' | 'fareFamily'
>;

export interface FlightBookedMailData {
  reference: string;
  passengers: Array<{ firstName: string; lastName: string; type: PassengerType }>;
  flights: FlightMailFlight[];
  total: number;
  freeCancellationUntil: string | null;
  url: string;
  printUrl: string;
}

export interface FlightCancelledMailData {
  reference: string;
  flights: FlightMailFlight[];
  cancelledBy: 'GUEST' | 'ADMIN';
  /** What was paid and is refunded; empty when nothing was paid. */
  refunds: RefundLine[];
  url: string;
}

export interface FlightReleasedMailData {
  reference: string;
  flights: FlightMailFlight[];
  refunds: RefundLine[];
  url: string;
}

export interface FlightCancelledByAirlineMailData {
  reference: string;
  cancelledFlight: FlightMailFlight;
  /** The journey's other flights, cancelled with it. */
  otherFlights: FlightMailFlight[];
  refunds: RefundLine[];
  searchUrl: string;
  url: string;
}

const words = {
  fr: {
    OUTBOUND: 'Aller',
    RETURN: 'Retour',
    ECONOMY: 'Économie',
    BUSINESS: 'Affaires',
    ADULT: 'adulte',
    CHILD: 'enfant',
    INFANT: 'bébé',
    fare: (family: string) => `tarif ${family}`,
    bags: (count: number) =>
      count === 0 ? 'bagage cabine seulement' : `${count} bagage${count > 1 ? 's' : ''} en soute`,
  },
  en: {
    OUTBOUND: 'Outbound',
    RETURN: 'Return',
    ECONOMY: 'Economy',
    BUSINESS: 'Business',
    ADULT: 'adult',
    CHILD: 'child',
    INFANT: 'infant',
    fare: (family: string) => `${family} fare`,
    bags: (count: number) => (count === 0 ? 'cabin bag only' : `${count} checked bag${count > 1 ? 's' : ''}`),
  },
} satisfies Record<Language, Record<string, unknown>>;

/** The local date of a local ISO time, as words: "mardi 1 décembre 2026". */
const localDay = (localIso: string, language: Language) =>
  new Intl.DateTimeFormat(intlLocales[language], { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${localIso.slice(0, 10)}T00:00:00Z`),
  );

const localTime = (localIso: string) => localIso.slice(11, 16);

const formatInstant = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(intlLocales[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: madagascarTimeZone,
  }).format(new Date(iso));

const fareLine = (cabin: Cabin, fareFamily: FareFamily, language: Language) => {
  const w = words[language];
  const bags = fareFamilyRules[fareFamily].checkedBags[cabin];
  return `${w[cabin]}, ${w.fare(fareFamily === 'FLEX' ? 'Flex' : 'Light')} (${w.bags(bags)})`;
};

/** Four lines a traveller reads at the airport: which flight, which day, when and where, what fare. */
function flightParagraph(flight: FlightMailFlight, language: Language) {
  const daysLater = nightsBetween(flight.departure.slice(0, 10), flight.arrival.slice(0, 10));
  const arrival = `${localTime(flight.arrival)}${daysLater > 0 ? ` (+${daysLater})` : ''}`;
  return [
    `${words[language][flight.direction]} · ${flight.flightNumber} · ${flight.airline.name}`,
    localDay(flight.departure, language),
    `${localTime(flight.departure)} ${flight.from.city} (${flight.from.code}) → ${arrival} ${flight.to.city} (${flight.to.code})`,
    fareLine(flight.cabin, flight.fareFamily, language),
  ].join('\n');
}

/** "Antananarivo → Nosy Be", or "Antananarivo ⇄ Nosy Be" for a return trip. */
function journeyTitle(flights: FlightMailFlight[]) {
  const outbound = flights.filter((flight) => flight.direction === 'OUTBOUND');
  const first = outbound[0] ?? flights[0];
  const last = outbound.at(-1) ?? flights.at(-1);
  const arrow = flights.some((flight) => flight.direction === 'RETURN') ? '⇄' : '→';
  return `${first?.from.city ?? ''} ${arrow} ${last?.to.city ?? ''}`;
}

const passengersLine = (passengers: FlightBookedMailData['passengers'], language: Language) =>
  passengers
    .map((passenger) => `${passenger.firstName} ${passenger.lastName} (${words[language][passenger.type]})`)
    .join(', ');

const flightNumbers = (flights: FlightMailFlight[]) =>
  flights.map((flight) => flight.flightNumber).join(', ');

export const flightBookedMail: Record<Language, (data: FlightBookedMailData) => MailContent> = {
  fr: (data) => ({
    subject: `Billet électronique ${data.reference} — ${journeyTitle(data.flights)}`,
    heading: 'Votre vol est confirmé',
    paragraphs: [
      `Référence de réservation : ${data.reference}. Présentez-la à l'enregistrement avec la pièce d'identité de chaque passager.`,
      `Passagers : ${passengersLine(data.passengers, 'fr')}.`,
      ...data.flights.map((flight) => flightParagraph(flight, 'fr')),
      'Les heures sont locales, à chaque aéroport.',
      `Total : ${formatAriary(data.total, 'fr')} pour tous les passagers.`,
      data.freeCancellationUntil
        ? `Annulation gratuite jusqu'au ${formatInstant(data.freeCancellationUntil, 'fr')} (heure de Madagascar).`
        : "Ce tarif n'est ni remboursable ni annulable.",
    ],
    action: { label: 'Voir ma réservation', url: data.url },
    footnote: `Billet à imprimer : ${data.printUrl}`,
  }),
  en: (data) => ({
    subject: `E-ticket ${data.reference} — ${journeyTitle(data.flights)}`,
    heading: 'Your flight is confirmed',
    paragraphs: [
      `Booking reference: ${data.reference}. Show it at check-in with each passenger's ID.`,
      `Passengers: ${passengersLine(data.passengers, 'en')}.`,
      ...data.flights.map((flight) => flightParagraph(flight, 'en')),
      'Times are local at each airport.',
      `Total: ${formatAriary(data.total, 'en')} for all passengers.`,
      data.freeCancellationUntil
        ? `Free cancellation until ${formatInstant(data.freeCancellationUntil, 'en')} (Madagascar time).`
        : 'This fare is neither refundable nor cancellable.',
    ],
    action: { label: 'View my booking', url: data.url },
    footnote: `Printable e-ticket: ${data.printUrl}`,
  }),
};

/** A traveller cancels a Flex fare free of charge, or any fare while it still waits for its payment. */
const cancelledByWords = {
  fr: {
    flex: 'Votre tarif Flex permettait cette annulation sans frais.',
    unpaid: "Vous l'avez annulée avant de la payer : aucun billet n'avait été émis.",
    team: "Notre équipe l'a annulée pour vous. Pour toute question, contactez-nous depuis le site.",
  },
  en: {
    flex: 'Your Flex fare allowed this cancellation free of charge.',
    unpaid: 'You cancelled it before paying for it: no ticket had been issued.',
    team: 'Our team cancelled it for you. If you have any question, contact us from the website.',
  },
} satisfies Record<Language, Record<string, string>>;

function whoCancelled(data: FlightCancelledMailData, language: Language) {
  if (data.cancelledBy !== 'GUEST') return cancelledByWords[language].team;
  return data.flights.every((flight) => flight.fareFamily === 'FLEX')
    ? cancelledByWords[language].flex
    : cancelledByWords[language].unpaid;
}

export const flightCancelledMail: Record<Language, (data: FlightCancelledMailData) => MailContent> = {
  fr: (data) => ({
    subject: `Réservation annulée ${data.reference} — ${journeyTitle(data.flights)}`,
    heading: 'Votre réservation de vol est annulée',
    paragraphs: [
      `La réservation ${data.reference} (vol${data.flights.length > 1 ? 's' : ''} ${flightNumbers(data.flights)}) est annulée pour tous les passagers.`,
      whoCancelled(data, 'fr'),
      refundParagraph(data.refunds, 'fr'),
    ],
    action: { label: 'Voir mes voyages', url: data.url },
  }),
  en: (data) => ({
    subject: `Booking cancelled ${data.reference} — ${journeyTitle(data.flights)}`,
    heading: 'Your flight booking is cancelled',
    paragraphs: [
      `Booking ${data.reference} (flight${data.flights.length > 1 ? 's' : ''} ${flightNumbers(data.flights)}) is cancelled for all passengers.`,
      whoCancelled(data, 'en'),
      refundParagraph(data.refunds, 'en'),
    ],
    action: { label: 'View my trips', url: data.url },
  }),
};

export const flightCancelledByAirlineMail: Record<
  Language,
  (data: FlightCancelledByAirlineMailData) => MailContent
> = {
  fr: (data) => ({
    subject: `Vol annulé ${data.cancelledFlight.flightNumber} — réservation ${data.reference}`,
    heading: 'Votre vol a été annulé par la compagnie',
    paragraphs: [
      `Nous sommes désolés : ${data.cancelledFlight.airline.name} a annulé ce vol.`,
      flightParagraph(data.cancelledFlight, 'fr'),
      data.otherFlights.length > 0
        ? `Votre réservation ${data.reference} est donc annulée pour tous les passagers, avec ses autres vols (${flightNumbers(data.otherFlights)}).`
        : `Votre réservation ${data.reference} est donc annulée pour tous les passagers.`,
      refundParagraph(data.refunds, 'fr'),
      'Vous pouvez chercher dès maintenant un autre vol pour ce trajet.',
    ],
    action: { label: 'Chercher un autre vol', url: data.searchUrl },
    footnote: `Vos voyages : ${data.url}`,
  }),
  en: (data) => ({
    subject: `Flight cancelled ${data.cancelledFlight.flightNumber} — booking ${data.reference}`,
    heading: 'Your flight was cancelled by the airline',
    paragraphs: [
      `We are sorry: ${data.cancelledFlight.airline.name} cancelled this flight.`,
      flightParagraph(data.cancelledFlight, 'en'),
      data.otherFlights.length > 0
        ? `Your booking ${data.reference} is therefore cancelled for all passengers, with its other flights (${flightNumbers(data.otherFlights)}).`
        : `Your booking ${data.reference} is therefore cancelled for all passengers.`,
      refundParagraph(data.refunds, 'en'),
      'You can search for another flight on this route right now.',
    ],
    action: { label: 'Search another flight', url: data.searchUrl },
    footnote: `Your trips: ${data.url}`,
  }),
};

/** A journey held for its payment that did not come in time: its seats released. */
export const flightReleasedMail: Record<Language, (data: FlightReleasedMailData) => MailContent> = {
  fr: (data) => ({
    subject: `Réservation non payée, places libérées ${data.reference} — ${journeyTitle(data.flights)}`,
    heading: "Votre réservation de vol n'a pas été payée à temps",
    paragraphs: [
      `La réservation ${data.reference} (vol${data.flights.length > 1 ? 's' : ''} ${flightNumbers(data.flights)}) attendait son paiement en ligne, qui n'est pas arrivé dans le délai : les places ont été libérées et aucun billet n'a été émis.`,
      refundParagraph(data.refunds, 'fr'),
      'Si vous souhaitez toujours voyager, réservez à nouveau : les places et les tarifs peuvent avoir changé.',
    ],
    action: { label: 'Voir mes voyages', url: data.url },
  }),
  en: (data) => ({
    subject: `Booking not paid, seats released ${data.reference} — ${journeyTitle(data.flights)}`,
    heading: 'Your flight booking was not paid in time',
    paragraphs: [
      `Booking ${data.reference} (flight${data.flights.length > 1 ? 's' : ''} ${flightNumbers(data.flights)}) was waiting for its online payment, which did not arrive in time: the seats were released and no ticket was issued.`,
      refundParagraph(data.refunds, 'en'),
      'If you still want to travel, book again: seats and fares may have changed.',
    ],
    action: { label: 'View my trips', url: data.url },
  }),
};
