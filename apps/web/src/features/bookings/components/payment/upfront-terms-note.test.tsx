import type { BookingKind, PublicConfig } from '@madabook/contracts';
import { render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { upfrontTerms } from './upfront-terms';
import { UpfrontTermsNote } from './upfront-terms-note';

type Payments = PublicConfig['payments'];
const bothMethods: Payments = { onlineMethods: ['MVOLA', 'ORANGE_MONEY'], holdMinutes: 15 };

function note(kind: BookingKind, prepaymentPercent: number, payments: Payments = bothMethods) {
  const total = 200_000;
  const terms = upfrontTerms({ total, prepaymentPercent, onlineMethods: payments.onlineMethods });
  const { container } = render(
    <UpfrontTermsNote kind={kind} total={total} terms={terms} payments={payments} />,
  );
  return [...container.querySelectorAll('p')].map((line) => line.textContent?.replace(/\s/g, ' '));
}

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(() => changeLanguage('fr'));

describe('what a booking form says is paid when', () => {
  it('says a hotel paid on arrival takes nothing now', () => {
    expect(note('HOTEL', 0)).toEqual([
      "Rien à payer maintenant : vous réglez à l'hôtel.",
      '200 000 Ar à régler à votre arrivée.',
    ]);
  });

  it('says a deposit is paid now, the rest at the hotel, by which methods and how long the rooms are held', () => {
    expect(note('HOTEL', 30)).toEqual([
      "Acompte de 30 % (60 000 Ar) maintenant, le reste à l'hôtel.",
      'Le reste, 140 000 Ar, à votre arrivée.',
      'Vous payez par MVola ou Orange Money juste après avoir réservé : vos chambres restent retenues 15 minutes.',
    ]);
  });

  it('says a prepaid stay is paid in full now', () => {
    expect(note('HOTEL', 100, { onlineMethods: ['MVOLA'], holdMinutes: 20 })).toEqual([
      'Paiement intégral maintenant (200 000 Ar).',
      'Vous payez par MVola juste après avoir réservé : vos chambres restent retenues 20 minutes.',
    ]);
  });

  it('says nothing is paid ahead, hotel or journey, when no online method is on', () => {
    const none: Payments = { onlineMethods: [], holdMinutes: 15 };
    expect(note('HOTEL', 30, none)[0]).toBe("Rien à payer maintenant : vous réglez à l'hôtel.");
    expect(note('FLIGHT', 100, none)).toEqual([]);
    expect(screen.queryByText(/Paiement intégral/)).toBeNull();
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    expect(note('FLIGHT', 100)).toEqual([
      'Full payment now (Ar 200,000).',
      'You pay by MVola or Orange Money right after booking: your seats stay held for 15 minutes.',
    ]);
    expect(note('HOTEL', 30)[0]).toBe('A 30% deposit (Ar 60,000) now, the rest at the hotel.');
  });
});
