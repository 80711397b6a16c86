import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { TriangleAlertIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export function ErrorView({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const [detailsShown, setDetailsShown] = useState(false);
  const detailsId = useId();

  const retry = () => {
    reset();
    void router.invalidate();
  };

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <TriangleAlertIcon aria-hidden className="size-12 text-destructive" />
      <div role="alert" className="flex flex-col gap-2">
        <h1 className="font-display font-semibold text-3xl">{t('error.title')}</h1>
        <p className="text-muted-foreground">{t('error.description')}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={retry}>{t('error.retry')}</Button>
        <Button
          variant="outline"
          aria-expanded={detailsShown}
          aria-controls={detailsId}
          onClick={() => setDetailsShown((shown) => !shown)}
        >
          {detailsShown ? t('error.hide') : t('error.show')}
        </Button>
      </div>
      {detailsShown && (
        <pre
          id={detailsId}
          className="w-full overflow-x-auto whitespace-pre-wrap rounded-lg border border-destructive/40 bg-danger-50 p-4 text-left text-danger-800 text-sm"
        >
          {error instanceof Error ? error.message : String(error)}
        </pre>
      )}
    </section>
  );
}
