import { type Language, paymentStatuses } from '@madabook/contracts';
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { PaymentStatusBadge } from './payment-status-badge';

beforeAll(() => initI18nWithEveryText('fr'));

const wording: Record<Language, string[]> = {
  fr: ['Non payée', 'Paiement en cours', 'Payée', 'Acompte payé', 'Remboursée', 'Remboursement en cours'],
  en: ['Unpaid', 'Payment in progress', 'Paid', 'Deposit paid', 'Refunded', 'Refund in progress'],
};

describe('PaymentStatusBadge', () => {
  it.each(['fr', 'en'] as const)('names every payment status in %s', async (language) => {
    await changeLanguage(language);
    const names = paymentStatuses.map(
      (status) => render(<PaymentStatusBadge status={status} />).container.textContent,
    );
    expect(names).toEqual(wording[language]);
  });
});
