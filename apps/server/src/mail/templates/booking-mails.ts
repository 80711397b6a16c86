import { formatAriary, intlLocales, type Language, madagascarTimeZone } from '@madabook/contracts';
import { type RefundLine, refundParagraph } from './payment-copy';
import type { MailContent } from './render';

export interface BookingMailData {
  reference: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: Array<{ name: string; quantity: number }>;
  total: number;
  /** Paid online before the stay was confirmed (a deposit or the whole stay); 0 when all is paid at the hotel. */
  paidOnline: number;
  freeCancellationUntil: string | null;
  /** The guest's page of the booking; null for a booking the hotel took, which no account holds. */
  url: string | null;
}

export const formatDay = (isoDate: string, language: Language) =>
  new Intl.DateTimeFormat(intlLocales[language], { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

const formatInstant = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(intlLocales[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: madagascarTimeZone,
  }).format(new Date(iso));

const linkTo = (label: string, url: string | null) => (url ? { action: { label, url } } : {});

export const roomsLine = (rooms: BookingMailData['rooms']) =>
  rooms.map((room) => `${room.quantity} × ${room.name}`).join(', ');

type Copy = Record<Language, (data: BookingMailData) => MailContent>;

/** A stay that ended before it began: what was paid, and how it comes back. */
export interface BookingEndedMailData extends BookingMailData {
  refunds: RefundLine[];
}
type EndedCopy = Record<Language, (data: BookingEndedMailData) => MailContent>;

export const bookingConfirmedMail: Copy = {
  fr: (data) => ({
    subject: `Réservation confirmée ${data.reference} — ${data.hotelName}`,
    heading: 'Votre séjour est confirmé',
    paragraphs: [
      `Référence : ${data.reference}`,
      `${data.hotelName}, du ${formatDay(data.checkIn, 'fr')} au ${formatDay(data.checkOut, 'fr')} (${data.nights} nuit${data.nights > 1 ? 's' : ''}).`,
      `Chambres : ${roomsLine(data.rooms)}.`,
      data.paidOnline > 0
        ? `Total : ${formatAriary(data.total, 'fr')}, dont ${formatAriary(data.paidOnline, 'fr')} déjà payés en ligne${data.total > data.paidOnline ? ` ; reste ${formatAriary(data.total - data.paidOnline, 'fr')} à régler à l'hôtel` : ''}.`
        : `Total : ${formatAriary(data.total, 'fr')}, à régler à l'hôtel.`,
      data.freeCancellationUntil
        ? `Annulation gratuite jusqu'au ${formatInstant(data.freeCancellationUntil, 'fr')} (heure de Madagascar).`
        : 'Ce tarif est non remboursable : il ne peut pas être annulé.',
    ],
    ...linkTo('Voir ma réservation', data.url),
  }),
  en: (data) => ({
    subject: `Booking confirmed ${data.reference} — ${data.hotelName}`,
    heading: 'Your stay is confirmed',
    paragraphs: [
      `Reference: ${data.reference}`,
      `${data.hotelName}, from ${formatDay(data.checkIn, 'en')} to ${formatDay(data.checkOut, 'en')} (${data.nights} night${data.nights > 1 ? 's' : ''}).`,
      `Rooms: ${roomsLine(data.rooms)}.`,
      data.paidOnline > 0
        ? `Total: ${formatAriary(data.total, 'en')}, of which ${formatAriary(data.paidOnline, 'en')} already paid online${data.total > data.paidOnline ? `; ${formatAriary(data.total - data.paidOnline, 'en')} left to pay at the hotel` : ''}.`
        : `Total: ${formatAriary(data.total, 'en')}, to pay at the hotel.`,
      data.freeCancellationUntil
        ? `Free cancellation until ${formatInstant(data.freeCancellationUntil, 'en')} (Madagascar time).`
        : 'This rate is non-refundable: it cannot be cancelled.',
    ],
    ...linkTo('View my booking', data.url),
  }),
};

export const bookingCancelledMail: EndedCopy = {
  fr: (data) => ({
    subject: `Réservation annulée ${data.reference} — ${data.hotelName}`,
    heading: 'Votre réservation est annulée',
    paragraphs: [
      `La réservation ${data.reference} à ${data.hotelName}, du ${formatDay(data.checkIn, 'fr')} au ${formatDay(data.checkOut, 'fr')}, est annulée.`,
      refundParagraph(data.refunds, 'fr'),
      'Au plaisir de vous accueillir une prochaine fois.',
    ],
    ...linkTo('Voir mes voyages', data.url),
  }),
  en: (data) => ({
    subject: `Booking cancelled ${data.reference} — ${data.hotelName}`,
    heading: 'Your booking is cancelled',
    paragraphs: [
      `Booking ${data.reference} at ${data.hotelName}, from ${formatDay(data.checkIn, 'en')} to ${formatDay(data.checkOut, 'en')}, is cancelled.`,
      refundParagraph(data.refunds, 'en'),
      'We hope to welcome you another time.',
    ],
    ...linkTo('View my trips', data.url),
  }),
};

/** A stay held for its payment that did not come in time: released, not cancelled by anybody. */
export const bookingReleasedMail: EndedCopy = {
  fr: (data) => ({
    subject: `Réservation non payée, chambres libérées ${data.reference} — ${data.hotelName}`,
    heading: "Votre réservation n'a pas été payée à temps",
    paragraphs: [
      `La réservation ${data.reference} à ${data.hotelName}, du ${formatDay(data.checkIn, 'fr')} au ${formatDay(data.checkOut, 'fr')}, attendait son paiement en ligne, qui n'est pas arrivé dans le délai : les chambres ont été libérées et la réservation n'est pas confirmée.`,
      refundParagraph(data.refunds, 'fr'),
      'Si vous souhaitez toujours ce séjour, réservez à nouveau : les disponibilités et les prix peuvent avoir changé.',
    ],
    ...linkTo('Voir mes voyages', data.url),
  }),
  en: (data) => ({
    subject: `Booking not paid, rooms released ${data.reference} — ${data.hotelName}`,
    heading: 'Your booking was not paid in time',
    paragraphs: [
      `Booking ${data.reference} at ${data.hotelName}, from ${formatDay(data.checkIn, 'en')} to ${formatDay(data.checkOut, 'en')}, was waiting for its online payment, which did not arrive in time: the rooms were released and the booking is not confirmed.`,
      refundParagraph(data.refunds, 'en'),
      'If you still want this stay, book again: availability and prices may have changed.',
    ],
    ...linkTo('View my trips', data.url),
  }),
};
