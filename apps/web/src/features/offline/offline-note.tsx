import { CloudCheckIcon, WifiOffIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { type OfflineData, useOfflineCopies } from './use-offline-copies';
import { useOfflineCopyDate } from './use-offline-copy-date';

type OfflineNoteProps = {
  /** My trips, or one trip (its details or its e-ticket). */
  subject: 'trips' | 'trip';
  /** The API answers the page shows. */
  data: readonly OfflineData[];
};

/**
 * Keeps a trips page for offline reading and says so: shown from the copy (the network failed), a
 * note with the time it was saved; otherwise, once kept, a discreet line. Neither is printed.
 */
export function OfflineNote({ subject, data }: OfflineNoteProps) {
  const { t } = useTranslation('trips');
  const language = useLanguage();
  const status = useOfflineCopies(data);
  const savedAt = useOfflineCopyDate(data);

  if (savedAt) {
    const date = formatDate(savedAt, language, { dateStyle: 'long', timeStyle: 'short' });
    return (
      // An alert's look (components/ui/alert), without its module: it would cost every page's first
      // download a chunk name (scripts/check-web-budget.mjs).
      <p
        role="status"
        data-print-hidden
        className="flex items-start gap-3 rounded-lg border border-l-4 border-l-primary bg-card px-4 py-3 text-card-foreground text-sm print:hidden"
      >
        <WifiOffIcon aria-hidden className="size-4 shrink-0 translate-y-0.5 text-primary" />
        {subject === 'trips' ? t('offline.tripsCopy', { date }) : t('offline.tripCopy', { date })}
      </p>
    );
  }
  if (status !== 'ready') return null;
  return (
    <p data-print-hidden className="flex items-center gap-1.5 text-muted-foreground text-sm print:hidden">
      <CloudCheckIcon aria-hidden className="size-4 shrink-0" />
      {subject === 'trips' ? t('offline.tripsAvailable') : t('offline.tripAvailable')}
    </p>
  );
}
