import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a page about to appear: a heading, a paragraph and a row of cards. */
export function PendingView() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('loading')}
      className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10"
    >
      <Skeleton className="h-9 w-2/3 max-w-sm" />
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
