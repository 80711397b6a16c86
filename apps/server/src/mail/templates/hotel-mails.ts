import {
  type BookingSource,
  type cancellationSources,
  formatAriary,
  type Language,
  type PaymentMethod,
} from '@madabook/contracts';
import { formatDay, roomsLine } from './booking-mails';
import { paidLine } from './payment-copy';
import type { MailContent } from './render';

/** A booking as its hotel's team reads it: who, when, what, how much, and how it came. */
export interface HotelBookingMailData {
  reference: string;
  hotelName: string;
  guestName: string;
  guestPhone: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  rooms: Array<{ name: string; quantity: number }>;
  total: number;
  source: BookingSource;
  /** Held until its online payment arrives (its rooms are taken meanwhile). */
  awaitingPayment: boolean;
  /** The booking's page in the partner pages. */
  url: string;
}

export interface HotelCancellationMailData extends HotelBookingMailData {
  cancelledBy: (typeof cancellationSources)[number];
}

export interface HotelPaymentMailData extends HotelBookingMailData {
  amount: number;
  method: PaymentMethod;
}

const sourceNames: Record<Language, Record<BookingSource, string>> = {
  fr: {
    ONLINE: 'en ligne sur MadaBook',
    PHONE: 'par téléphone',
    WALK_IN: 'au comptoir',
    EMAIL: 'par e-mail',
  },
  en: { ONLINE: 'online on MadaBook', PHONE: 'by phone', WALK_IN: 'at the desk', EMAIL: 'by email' },
};

const cancelledByNames: Record<Language, Record<HotelCancellationMailData['cancelledBy'], string>> = {
  fr: {
    GUEST: 'par le client',
    ADMIN: 'par l’équipe MadaBook',
    AIRLINE: 'par la compagnie aérienne',
    PAYMENT: 'faute de paiement en ligne dans le délai',
    PROPERTY: 'par votre établissement',
  },
  en: {
    GUEST: 'by the guest',
    ADMIN: 'by the MadaBook team',
    AIRLINE: 'by the airline',
    PAYMENT: 'because its online payment did not arrive in time',
    PROPERTY: 'by your property',
  },
};

const footer: Record<Language, string> = {
  fr: 'MadaBook — vous recevez ce message comme membre de l’équipe de l’établissement ayant demandé les e-mails de réservation ; vous pouvez les couper dans votre espace partenaire.',
  en: 'MadaBook — you receive this message as a member of the property’s team who asked for booking emails; you can turn them off in your partner pages.',
};

/** The stay in a few lines, the same in every mail to the hotel. */
function stayLines(data: HotelBookingMailData, language: Language): string[] {
  const plural = (count: number) => (count > 1 ? 's' : '');
  return language === 'fr'
    ? [
        `Référence : ${data.reference} (réservation ${sourceNames.fr[data.source]})`,
        `Client : ${data.guestName}, ${data.guestPhone}`,
        `Du ${formatDay(data.checkIn, 'fr')} au ${formatDay(data.checkOut, 'fr')} : ${data.nights} nuit${plural(data.nights)}, ${data.guests} personne${plural(data.guests)}.`,
        `Chambres : ${roomsLine(data.rooms)}.`,
        `Total : ${formatAriary(data.total, 'fr')}.`,
      ]
    : [
        `Reference: ${data.reference} (booked ${sourceNames.en[data.source]})`,
        `Guest: ${data.guestName}, ${data.guestPhone}`,
        `From ${formatDay(data.checkIn, 'en')} to ${formatDay(data.checkOut, 'en')}: ${data.nights} night${plural(data.nights)}, ${data.guests} guest${plural(data.guests)}.`,
        `Rooms: ${roomsLine(data.rooms)}.`,
        `Total: ${formatAriary(data.total, 'en')}.`,
      ];
}

const openBooking = (data: HotelBookingMailData, language: Language) => ({
  action: { label: language === 'fr' ? 'Ouvrir la réservation' : 'Open the booking', url: data.url },
  footer: footer[language],
});

/** A new booking for the hotel, online or taken by its staff. */
export const hotelBookingNewMail: Record<Language, (data: HotelBookingMailData) => MailContent> = {
  fr: (data) => ({
    subject: `Nouvelle réservation ${data.reference} — ${data.guestName}, ${data.hotelName}`,
    heading: `Nouvelle réservation à ${data.hotelName}`,
    paragraphs: [
      ...stayLines(data, 'fr'),
      data.awaitingPayment
        ? 'En attente du paiement en ligne : les chambres sont bloquées, la réservation sera confirmée (ou libérée) sous peu.'
        : 'Confirmée.',
    ],
    ...openBooking(data, 'fr'),
  }),
  en: (data) => ({
    subject: `New booking ${data.reference} — ${data.guestName}, ${data.hotelName}`,
    heading: `New booking at ${data.hotelName}`,
    paragraphs: [
      ...stayLines(data, 'en'),
      data.awaitingPayment
        ? 'Awaiting its online payment: the rooms are held, and the booking will be confirmed (or released) shortly.'
        : 'Confirmed.',
    ],
    ...openBooking(data, 'en'),
  }),
};

export const hotelBookingCancelledMail: Record<Language, (data: HotelCancellationMailData) => MailContent> = {
  fr: (data) => ({
    subject: `Réservation annulée ${data.reference} — ${data.guestName}, ${data.hotelName}`,
    heading: `Réservation annulée à ${data.hotelName}`,
    paragraphs: [
      `Annulée ${cancelledByNames.fr[data.cancelledBy]} : ses chambres sont de nouveau en vente.`,
      ...stayLines(data, 'fr'),
    ],
    ...openBooking(data, 'fr'),
  }),
  en: (data) => ({
    subject: `Booking cancelled ${data.reference} — ${data.guestName}, ${data.hotelName}`,
    heading: `Booking cancelled at ${data.hotelName}`,
    paragraphs: [
      `Cancelled ${cancelledByNames.en[data.cancelledBy]}: its rooms are on sale again.`,
      ...stayLines(data, 'en'),
    ],
    ...openBooking(data, 'en'),
  }),
};

export const hotelPaymentReceivedMail: Record<Language, (data: HotelPaymentMailData) => MailContent> = {
  fr: (data) => ({
    subject: `Paiement reçu ${data.reference} — ${data.guestName}, ${data.hotelName}`,
    heading: `Paiement reçu pour une réservation à ${data.hotelName}`,
    paragraphs: [`Reçu : ${paidLine(data.amount, data.method, 'fr')}.`, ...stayLines(data, 'fr')],
    ...openBooking(data, 'fr'),
  }),
  en: (data) => ({
    subject: `Payment received ${data.reference} — ${data.guestName}, ${data.hotelName}`,
    heading: `Payment received for a booking at ${data.hotelName}`,
    paragraphs: [`Received: ${paidLine(data.amount, data.method, 'en')}.`, ...stayLines(data, 'en')],
    ...openBooking(data, 'en'),
  }),
};
