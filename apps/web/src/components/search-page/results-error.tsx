import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { apiErrorMessage } from '@/lib/toasts';

/** The search failed: what went wrong, and a button to run it again. */
export function ResultsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('searchPage');
  return (
    <ErrorAlert title={apiErrorMessage(error)}>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </ErrorAlert>
  );
}
