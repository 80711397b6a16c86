import { formatAriary, type Language, type PaymentMethod } from '@madabook/contracts';

/** Money owed back on a booking, as its mails tell it: how much, and how it was paid. */
export interface RefundLine {
  amount: number;
  method: PaymentMethod;
}

const methodNames: Record<Language, Record<PaymentMethod, string>> = {
  fr: { MVOLA: 'MVola', ORANGE_MONEY: 'Orange Money', PAY_AT_PROPERTY: "à l'hôtel" },
  en: { MVOLA: 'MVola', ORANGE_MONEY: 'Orange Money', PAY_AT_PROPERTY: 'at the hotel' },
};

/** "MVola", "Orange Money", or "at the hotel" for money taken at the property. */
export const methodName = (method: PaymentMethod, language: Language) => methodNames[language][method];

/** Where a refund goes: neither provider offers a refund API, so our team sends it back by hand. */
export const refundRoute: Record<Language, Record<PaymentMethod, string>> = {
  fr: {
    MVOLA: 'sur le numéro MVola qui a payé',
    ORANGE_MONEY: 'sur le compte Orange Money qui a payé',
    PAY_AT_PROPERTY: 'par le moyen convenu avec vous',
  },
  en: {
    MVOLA: 'to the MVola number that paid',
    ORANGE_MONEY: 'to the Orange Money account that paid',
    PAY_AT_PROPERTY: 'in the way agreed with you',
  },
};

/** "60 000 Ar paid with MVola", "140 000 Ar paid at the hotel". */
export const paidLine = (amount: number, method: PaymentMethod, language: Language) =>
  language === 'fr'
    ? `${formatAriary(amount, 'fr')} payés ${method === 'PAY_AT_PROPERTY' ? "à l'hôtel" : `par ${methodName(method, 'fr')}`}`
    : `${formatAriary(amount, 'en')} paid ${method === 'PAY_AT_PROPERTY' ? 'at the hotel' : `with ${methodName(method, 'en')}`}`;

const refundLine = (refund: RefundLine, language: Language) =>
  `${paidLine(refund.amount, refund.method, language)}, ${language === 'fr' ? 'remboursés' : 'refunded'} ${refundRoute[language][refund.method]}`;

/**
 * What a cancelled or released booking costs the traveller: nothing when nothing was paid, else
 * each amount paid, refunded by hand by our team, with a mail once it is done.
 */
export function refundParagraph(refunds: RefundLine[], language: Language): string {
  if (refunds.length === 0) {
    return language === 'fr'
      ? "Vous n'avez rien payé pour cette réservation : aucun frais ne vous sera demandé."
      : 'You paid nothing for this booking: you will not be charged.';
  }
  const lines = refunds.map((refund) => `• ${refundLine(refund, language)}`).join('\n');
  return language === 'fr'
    ? `Ce que vous avez payé vous sera intégralement remboursé par notre équipe, à la main :\n${lines}\nVous recevrez un e-mail dès que le remboursement sera fait ; vous n'avez rien à faire.`
    : `What you paid will be refunded to you in full by our team, by hand:\n${lines}\nYou will receive an email as soon as the refund is made; you have nothing to do.`;
}
