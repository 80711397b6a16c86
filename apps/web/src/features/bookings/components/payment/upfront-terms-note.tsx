import { type BookingKind, intlLocales, type PublicConfig } from '@madabook/contracts';
import { WalletIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatAriary } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import type { UpfrontTerms } from './upfront-terms';

type UpfrontTermsNoteProps = {
  kind: BookingKind;
  total: number;
  terms: UpfrontTerms;
  payments: PublicConfig['payments'];
};

/**
 * Before booking, what is paid when: nothing now (at the hotel), a deposit now and the rest at the
 * hotel, or everything now; and, when something is, by which means and how long the booking is held.
 */
export function UpfrontTermsNote({ kind, total, terms, payments }: UpfrontTermsNoteProps) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const price = (amount: number) => formatAriary(amount, language);
  const held = () =>
    t(kind === 'HOTEL' ? 'terms.howRooms' : 'terms.howSeats', {
      methods: new Intl.ListFormat(intlLocales[language], { type: 'disjunction' }).format(
        payments.onlineMethods.map((method) => t(`method.${method}`)),
      ),
      count: payments.holdMinutes,
    });
  const lines = (): string[] => {
    switch (terms.share) {
      case 'none':
        return [t('terms.none'), t('terms.noneAmount', { amount: price(total) })];
      case 'deposit':
        return [
          t('terms.deposit', { percent: terms.percent, amount: price(terms.now) }),
          t('terms.depositRest', { amount: price(terms.later) }),
          held(),
        ];
      case 'full':
        return [t('terms.full', { amount: price(terms.now) }), held()];
    }
  };
  // Without an online method a journey is booked unpaid, as it always was: nothing to announce.
  if (terms.share === 'none' && kind === 'FLIGHT') return null;
  const [title, ...details] = lines();
  return (
    <div className="flex items-start gap-3 rounded-lg bg-highlight p-4 text-highlight-foreground">
      <WalletIcon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{title}</p>
        {details.map((detail) => (
          <p key={detail} className="text-sm">
            {detail}
          </p>
        ))}
      </div>
    </div>
  );
}
