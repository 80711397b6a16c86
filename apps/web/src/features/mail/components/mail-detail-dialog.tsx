import type { MailMessageDetail } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { RotateCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '@/components/admin/detail-list';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { apiErrorMessage } from '@/lib/toasts';
import { mailMessageQueryOptions, useResendMail } from '../api/mail';
import { MailStatusBadge } from './mail-status-badge';

type MailDetailDialogProps = {
  mailId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** One mail as it was sent: where it stands, and its HTML and text bodies. */
export function MailDetailDialog({ mailId, open, onOpenChange }: MailDetailDialogProps) {
  const { t } = useTranslation(['adminMail', 'common']);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:close')} className="max-w-3xl">
        {mailId && <MailDetail mailId={mailId} onResent={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function MailDetail({ mailId, onResent }: { mailId: string; onResent: () => void }) {
  const { t } = useTranslation('adminMail');
  const mail = useQuery(mailMessageQueryOptions(mailId));
  const resend = useResendMail();
  if (mail.isPending) {
    return (
      <div aria-busy className="flex flex-col gap-4">
        <DialogTitle>{t('detail.loading')}</DialogTitle>
        <DialogDescription className="sr-only">{t('detail.loading')}</DialogDescription>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (mail.isError) {
    return (
      <>
        <DialogTitle>{t('detail.failed')}</DialogTitle>
        <DialogDescription className="sr-only">{t('detail.failed')}</DialogDescription>
        <ErrorAlert title={apiErrorMessage(mail.error)} />
      </>
    );
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle>{mail.data.subject}</DialogTitle>
        <DialogDescription>{t('detail.to', { to: mail.data.to })}</DialogDescription>
      </DialogHeader>
      <MailFacts mail={mail.data} />
      <Tabs defaultValue="html">
        <TabsList aria-label={t('detail.bodies')}>
          <TabsTrigger value="html">{t('detail.html')}</TabsTrigger>
          <TabsTrigger value="text">{t('detail.text')}</TabsTrigger>
        </TabsList>
        <TabsContent value="html">
          {/* An empty sandbox: the mail's HTML runs no script and reaches nothing of the back office. */}
          <iframe
            title={t('detail.htmlPreview')}
            sandbox=""
            srcDoc={mail.data.html}
            className="h-[50dvh] w-full rounded-md border bg-white"
          />
        </TabsContent>
        <TabsContent value="text">
          <pre className="max-h-[50dvh] overflow-auto whitespace-pre-wrap rounded-md border bg-secondary/50 p-4 text-sm">
            {mail.data.text}
          </pre>
        </TabsContent>
      </Tabs>
      <DialogFooter>
        <Button
          variant="outline"
          loading={resend.isPending}
          onClick={() => resend.mutate(mailId, { onSuccess: onResent })}
        >
          <RotateCwIcon aria-hidden />
          {t('actions.resend')}
        </Button>
      </DialogFooter>
    </>
  );
}

function MailFacts({ mail }: { mail: MailMessageDetail }) {
  const { t } = useTranslation('adminMail');
  const language = useLanguage();
  const when = (instant: string | null) =>
    instant ? formatDate(instant, language, { dateStyle: 'medium', timeStyle: 'medium' }) : '—';
  return (
    <DetailList
      items={[
        { label: t('fields.status'), value: <MailStatusBadge status={mail.status} /> },
        { label: t('fields.attempts'), value: mail.attempts },
        { label: t('fields.createdAt'), value: when(mail.createdAt) },
        { label: t('fields.sentAt'), value: when(mail.sentAt) },
        { label: t('fields.nextAttemptAt'), value: when(mail.nextAttemptAt) },
        { label: t('fields.template'), value: `${mail.template} (${mail.language})` },
        ...(mail.lastError
          ? [
              {
                label: t('fields.lastError'),
                value: <span className="text-destructive">{mail.lastError}</span>,
              },
            ]
          : []),
      ]}
    />
  );
}
