import { describe, expect, it } from 'vitest';
import { bookingReleasedMail } from './booking-mails';
import { paymentReceivedMail, paymentRefundDueMail } from './payment-mails';
import { renderMail } from './render';

const stay = {
  reference: 'MB-7KQ2XW',
  hotelName: 'Hôtel Colbert',
  checkIn: '2027-02-10',
  checkOut: '2027-02-12',
  nights: 2,
  rooms: [{ name: 'Double', quantity: 1 }],
  total: 200_000,
  paidOnline: 0,
  freeCancellationUntil: null,
  url: 'https://madabook.mg/account/trips',
};

describe('payment mails', () => {
  it('give a French receipt of a deposit: amount, method, reference, what is left at the hotel', () => {
    const { subject, text } = renderMail(
      paymentReceivedMail.fr({
        reference: 'MB-7KQ2XW',
        hotelName: 'Hôtel Colbert',
        amount: 60_000,
        method: 'ORANGE_MONEY',
        transactionId: 'MP240101.1234.A56789',
        paidTotal: 60_000,
        total: 200_000,
        leftAtProperty: 140_000,
        url: 'https://madabook.mg/account/trips/b1',
      }),
      'fr',
    );
    expect(subject).toBe('Paiement reçu — réservation MB-7KQ2XW');
    expect(text).toMatch(
      /Reçu : 60\s000\sAr payés par Orange Money pour la réservation MB-7KQ2XW \(Hôtel Colbert\)\./,
    );
    expect(text).toContain('Référence de la transaction Orange Money : MP240101.1234.A56789.');
    expect(text).toMatch(/Reste à payer à l'hôtel, à votre arrivée : 140\s000\sAr\./);
  });

  it('say why money that arrived goes back, and how, in both languages', () => {
    const data = {
      reference: 'K7PQ2X',
      amount: 350_000,
      method: 'MVOLA' as const,
      reason: 'PAID_TWICE' as const,
      url: 'u',
    };
    expect(renderMail(paymentRefundDueMail.en(data), 'en').text).toMatch(
      /We received Ar\s350,000 paid with MVola for booking K7PQ2X, which was already paid in full\./,
    );
    expect(renderMail(paymentRefundDueMail.fr(data), 'fr').text).toContain(
      'remboursés sur le numéro MVola qui a payé',
    );
  });

  it('tell a stay released for want of payment what was refunded, or that nothing was paid', () => {
    const released = renderMail(bookingReleasedMail.fr({ ...stay, refunds: [] }), 'fr');
    expect(released.subject).toBe('Réservation non payée, chambres libérées MB-7KQ2XW — Hôtel Colbert');
    expect(released.text).toContain(
      "Vous n'avez rien payé pour cette réservation : aucun frais ne vous sera demandé.",
    );
    const late = renderMail(
      bookingReleasedMail.en({ ...stay, refunds: [{ amount: 60_000, method: 'MVOLA' }] }),
      'en',
    );
    expect(late.text).toMatch(/Ar\s60,000 paid with MVola, refunded to the MVola number that paid/);
    expect(late.text).not.toContain('you will not be charged');
  });
});
