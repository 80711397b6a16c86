import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** From 1024 px the filters stand in a column beside the results, following the scroll. */
export function FiltersAside({ children }: { children: ReactNode }) {
  const { t } = useTranslation('searchPage');
  return (
    <aside
      aria-label={t('filters.title')}
      className="sticky top-20 hidden max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-xl border bg-card p-4 lg:block"
    >
      {children}
    </aside>
  );
}
