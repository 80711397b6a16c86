import type { MailStatus } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { CheckIcon, CircleIcon, PenLineIcon, XIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { apiErrorMessage } from '@/lib/toasts';
import { mailMessageQueryOptions } from '../api/mail';

const steps = ['queued', 'sending', 'sent'] as const satisfies readonly MailStatus[];

type StepState = 'done' | 'active' | 'failed' | 'todo';

/** queued → sending → sent; an error is the sending step failing. */
function stepState(index: number, status: MailStatus): StepState {
  if (status === 'sent') return 'done';
  const reached = status === 'error' ? 1 : steps.indexOf(status);
  if (index < reached) return 'done';
  if (index > reached) return 'todo';
  return status === 'error' ? 'failed' : 'active';
}

const stepIcons: Record<StepState, ReactNode> = {
  done: <CheckIcon aria-hidden className="size-4" />,
  active: <Spinner />,
  failed: <XIcon aria-hidden className="size-4" />,
  todo: <CircleIcon aria-hidden className="size-3" />,
};

function ProgressStep({ state, label }: { state: StepState; label: string }) {
  return (
    <li data-state={state} className="flex items-center gap-2 sm:flex-1">
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full border text-muted-foreground',
          state === 'done' && 'border-success bg-success text-success-foreground',
          state === 'active' && 'border-primary text-primary',
          state === 'failed' && 'border-destructive bg-destructive text-destructive-foreground',
        )}
      >
        {stepIcons[state]}
      </span>
      <span
        className={cn('text-sm', state === 'todo' ? 'text-muted-foreground' : 'font-medium text-foreground')}
      >
        {label}
      </span>
    </li>
  );
}

type MailProgressProps = { mailId: string; onClose: () => void; onWriteAnother: () => void };

/** Follows a mail just queued, asking every second, until it is sent or has failed. */
export function MailProgress({ mailId, onClose, onWriteAnother }: MailProgressProps) {
  const { t } = useTranslation('adminMail');
  const language = useLanguage();
  const mail = useQuery(mailMessageQueryOptions(mailId));
  const status = mail.data?.status ?? 'queued';

  useEffect(() => {
    if (status === 'sent') toast.success(t('toasts.sent'));
    if (status === 'error') toast.error(t('toasts.failed'));
  }, [status, t]);

  return (
    <div className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{t('progress.title')}</DialogTitle>
        <DialogDescription>
          {mail.data ? t('detail.to', { to: mail.data.to }) : t('detail.loading')}
        </DialogDescription>
      </DialogHeader>
      <p role="status" className="sr-only">
        {t(`progress.${status}`)}
      </p>
      <ol className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-2">
        {steps.map((step, index) => (
          <ProgressStep key={step} state={stepState(index, status)} label={t(`progress.${step}`)} />
        ))}
      </ol>
      {mail.isError && <ErrorAlert title={apiErrorMessage(mail.error)} />}
      {status === 'error' && mail.data && (
        <ErrorAlert title={t('progress.error')}>
          <span>{mail.data.lastError}</span>
          {mail.data.nextAttemptAt && (
            <span>
              {t('progress.retryAt', {
                when: formatDate(mail.data.nextAttemptAt, language, {
                  timeStyle: 'short',
                  dateStyle: 'short',
                }),
              })}
            </span>
          )}
        </ErrorAlert>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onWriteAnother}>
          <PenLineIcon aria-hidden />
          {t('progress.writeAnother')}
        </Button>
        <Button onClick={onClose}>{t('progress.close')}</Button>
      </DialogFooter>
    </div>
  );
}
