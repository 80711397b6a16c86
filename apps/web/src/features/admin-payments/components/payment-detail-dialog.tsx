import type { AdminPayment } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '@/components/admin/detail-list';
import { useReturnFocus } from '@/components/admin/use-return-focus';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatAriary, formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { actionsFor, type PaymentAction } from '../payment-actions';
import { PaymentActionButtons } from './payment-action-controls';
import { PaymentStateBadge, RefundStateBadge } from './payment-badges';
import { PaymentEvents } from './payment-events';

type PaymentDetailDialogProps = {
  payment: AdminPayment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAction: (payment: AdminPayment, action: PaymentAction) => void;
};

/** One payment in full: every field, its refund, its raw events, and what may be done with it. */
export function PaymentDetailDialog({ payment, open, onOpenChange, onAction }: PaymentDetailDialogProps) {
  const { t } = useTranslation(['adminPayments', 'common']);
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:close')} className="max-w-3xl" onCloseAutoFocus={returnFocus}>
        {payment && <PaymentDetail payment={payment} onAction={(action) => onAction(payment, action)} />}
      </DialogContent>
    </Dialog>
  );
}

function PaymentDetail({
  payment,
  onAction,
}: {
  payment: AdminPayment;
  onAction: (action: PaymentAction) => void;
}) {
  const { t } = useTranslation('adminPayments');
  const language = useLanguage();
  const money = (amount: number) => formatAriary(amount, language);
  const when = (instant: string | null) =>
    instant ? formatDate(instant, language, { dateStyle: 'medium', timeStyle: 'medium' }) : '—';
  const mono = (text: string | null) => (text ? <span className="font-mono text-xs">{text}</span> : '—');
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('detail.title', { reference: payment.bookingReference })}</DialogTitle>
        <DialogDescription>
          {payment.guestName} · {t(`method.${payment.method}`)} · {money(payment.amount)}
        </DialogDescription>
      </DialogHeader>
      <DetailSection title={t('detail.payment')}>
        <DetailList
          items={[
            { label: t('fields.status'), value: <PaymentStateBadge status={payment.status} /> },
            { label: t('fields.amount'), value: money(payment.amount) },
            { label: t('fields.method'), value: t(`method.${payment.method}`) },
            {
              label: t('fields.booking'),
              value: (
                <Link
                  to="/admin/bookings/$bookingId"
                  params={{ bookingId: payment.bookingId }}
                  className="font-mono text-primary underline-offset-4 hover:underline"
                >
                  {payment.bookingReference}
                </Link>
              ),
            },
            { label: t('fields.guest'), value: payment.guestName },
            { label: t('fields.phone'), value: payment.phone ?? '—' },
            { label: t('fields.createdAt'), value: when(payment.createdAt) },
            { label: t('fields.completedAt'), value: when(payment.completedAt) },
            { label: t('fields.expiresAt'), value: when(payment.expiresAt) },
            { label: t('fields.providerReference'), value: mono(payment.providerReference) },
            { label: t('fields.transactionId'), value: mono(payment.transactionId) },
            { label: t('fields.failureReason'), value: payment.failureReason ?? '—' },
            { label: t('fields.id'), value: mono(payment.id) },
          ]}
        />
      </DetailSection>
      <DetailSection title={t('detail.refund')}>
        {payment.refund ? (
          <DetailList
            items={[
              { label: t('fields.status'), value: <RefundStateBadge status={payment.refund.status} /> },
              { label: t('fields.amount'), value: money(payment.refund.amount) },
              { label: t('fields.completedAt'), value: when(payment.refund.completedAt) },
              { label: t('fields.failureReason'), value: payment.refund.failureReason ?? '—' },
            ]}
          />
        ) : (
          <p className="text-muted-foreground text-sm">{t('detail.noRefund')}</p>
        )}
      </DetailSection>
      <DetailSection title={t('detail.events', { count: payment.events.length })}>
        <PaymentEvents events={payment.events} />
      </DetailSection>
      {actionsFor(payment).length > 0 && (
        <DialogFooter>
          <PaymentActionButtons payment={payment} onAction={onAction} />
        </DialogFooter>
      )}
    </>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t pt-4">
      <h3 className="font-semibold text-base text-foreground">{title}</h3>
      {children}
    </section>
  );
}
