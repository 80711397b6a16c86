import { BadgePercentIcon, type LucideIcon, ShieldCheckIcon, WalletIcon, ZapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type PromiseKey = 'securePayment' | 'instantConfirmation' | 'exclusiveDeals' | 'allBudgets';

const promises: { key: PromiseKey; Icon: LucideIcon }[] = [
  { key: 'securePayment', Icon: ShieldCheckIcon },
  { key: 'instantConfirmation', Icon: ZapIcon },
  { key: 'exclusiveDeals', Icon: BadgePercentIcon },
  { key: 'allBudgets', Icon: WalletIcon },
];

export function ProductPromises() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="promises-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="promises-title" className="font-display font-semibold text-3xl text-foreground">
        {t('promises.title')}
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {promises.map(({ key, Icon }) => (
          <li
            key={key}
            className="flex gap-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:flex-col sm:p-6"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-highlight text-primary">
              <Icon aria-hidden className="size-6" />
            </span>
            <div>
              <h3 className="font-semibold text-foreground text-lg">{t(`promises.${key}.title`)}</h3>
              <p className="mt-1.5 text-muted-foreground text-sm">{t(`promises.${key}.description`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
