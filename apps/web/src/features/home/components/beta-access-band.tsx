import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A laterite band inviting visitors onto the beta list; the form comes from the route. */
export function BetaAccessBand({ children }: { children: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="beta-access-title" className="bg-laterite-50 py-16 dark:bg-ink-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <h2 id="beta-access-title" className="font-display font-semibold text-3xl text-foreground">
            {t('betaAccess.title')}
          </h2>
          <p className="mt-2 max-w-lg text-muted-foreground">{t('betaAccess.text')}</p>
        </div>
        <div className="rounded-xl border bg-card p-5 shadow-sm">{children}</div>
      </div>
    </section>
  );
}
