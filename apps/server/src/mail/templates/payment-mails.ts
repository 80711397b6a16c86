import { formatAriary, type Language, type PaymentMethod } from '@madabook/contracts';
import { methodName, paidLine, refundParagraph, refundRoute } from './payment-copy';
import type { MailContent } from './render';

export interface PaymentReceivedMailData {
  reference: string;
  /** The hotel's name for a stay; null for a journey. */
  hotelName: string | null;
  amount: number;
  method: PaymentMethod;
  /** The provider's transaction id; null for money taken at the property. */
  transactionId: string | null;
  paidTotal: number;
  total: number;
  /** What is left to pay at the hotel on arrival (a deposit's rest). */
  leftAtProperty: number;
  url: string;
}

export interface PaymentRefundDueMailData {
  reference: string;
  amount: number;
  method: PaymentMethod;
  /** Why the money goes back: the booking was cancelled, released unpaid, or already paid in full. */
  reason: 'CANCELLED' | 'RELEASED' | 'PAID_TWICE';
  url: string;
}

export interface RefundMadeMailData {
  reference: string;
  amount: number;
  method: PaymentMethod;
  url: string;
}

type Copy<Data> = Record<Language, (data: Data) => MailContent>;

const forStay = (data: PaymentReceivedMailData, language: Language) =>
  data.hotelName ? ` (${data.hotelName})` : language === 'fr' ? ' (vols)' : ' (flights)';

export const paymentReceivedMail: Copy<PaymentReceivedMailData> = {
  fr: (data) => ({
    subject: `Paiement reçu — réservation ${data.reference}`,
    heading: 'Nous avons bien reçu votre paiement',
    paragraphs: [
      `Reçu : ${paidLine(data.amount, data.method, 'fr')} pour la réservation ${data.reference}${forStay(data, 'fr')}.`,
      data.transactionId
        ? `Référence de la transaction ${methodName(data.method, 'fr')} : ${data.transactionId}.`
        : 'Paiement enregistré par notre équipe.',
      `Payé à ce jour : ${formatAriary(data.paidTotal, 'fr')} sur ${formatAriary(data.total, 'fr')}.`,
      data.leftAtProperty > 0
        ? `Reste à payer à l'hôtel, à votre arrivée : ${formatAriary(data.leftAtProperty, 'fr')}.`
        : 'Il ne reste rien à payer.',
    ],
    action: { label: 'Voir ma réservation', url: data.url },
    footnote: 'Conservez cet e-mail : il vaut reçu.',
  }),
  en: (data) => ({
    subject: `Payment received — booking ${data.reference}`,
    heading: 'We received your payment',
    paragraphs: [
      `Received: ${paidLine(data.amount, data.method, 'en')} for booking ${data.reference}${forStay(data, 'en')}.`,
      data.transactionId
        ? `${methodName(data.method, 'en')} transaction reference: ${data.transactionId}.`
        : 'Payment recorded by our team.',
      `Paid so far: ${formatAriary(data.paidTotal, 'en')} of ${formatAriary(data.total, 'en')}.`,
      data.leftAtProperty > 0
        ? `Left to pay at the hotel on arrival: ${formatAriary(data.leftAtProperty, 'en')}.`
        : 'Nothing is left to pay.',
    ],
    action: { label: 'View my booking', url: data.url },
    footnote: 'Keep this email: it is your receipt.',
  }),
};

const refundReasons: Record<Language, Record<PaymentRefundDueMailData['reason'], string>> = {
  fr: {
    CANCELLED: 'qui est annulée',
    RELEASED: "qui avait été libérée faute de paiement dans le délai : elle n'est donc pas confirmée",
    PAID_TWICE: 'qui était déjà entièrement payée',
  },
  en: {
    CANCELLED: 'which is cancelled',
    RELEASED: 'which had been released because its payment did not arrive in time: it is not confirmed',
    PAID_TWICE: 'which was already paid in full',
  },
};

export const paymentRefundDueMail: Copy<PaymentRefundDueMailData> = {
  fr: (data) => ({
    subject: `Paiement à rembourser — réservation ${data.reference}`,
    heading: 'Votre paiement vous sera remboursé',
    paragraphs: [
      `Nous avons reçu ${paidLine(data.amount, data.method, 'fr')} pour la réservation ${data.reference}, ${refundReasons.fr[data.reason]}.`,
      refundParagraph([data], 'fr'),
    ],
    action: { label: 'Voir mes voyages', url: data.url },
  }),
  en: (data) => ({
    subject: `Payment to refund — booking ${data.reference}`,
    heading: 'Your payment will be refunded',
    paragraphs: [
      `We received ${paidLine(data.amount, data.method, 'en')} for booking ${data.reference}, ${refundReasons.en[data.reason]}.`,
      refundParagraph([data], 'en'),
    ],
    action: { label: 'View my trips', url: data.url },
  }),
};

export const refundMadeMail: Copy<RefundMadeMailData> = {
  fr: (data) => ({
    subject: `Remboursement effectué — réservation ${data.reference}`,
    heading: 'Votre remboursement est fait',
    paragraphs: [
      `Notre équipe vous a remboursé ${formatAriary(data.amount, 'fr')} ${refundRoute.fr[data.method]}, pour la réservation ${data.reference}.`,
      "Si vous ne le voyez pas d'ici deux jours, écrivez-nous depuis le site en indiquant cette référence.",
    ],
    action: { label: 'Voir mes voyages', url: data.url },
  }),
  en: (data) => ({
    subject: `Refund made — booking ${data.reference}`,
    heading: 'Your refund is made',
    paragraphs: [
      `Our team refunded ${formatAriary(data.amount, 'en')} to you ${refundRoute.en[data.method]}, for booking ${data.reference}.`,
      'If you do not see it within two days, write to us from the website with this reference.',
    ],
    action: { label: 'View my trips', url: data.url },
  }),
};
