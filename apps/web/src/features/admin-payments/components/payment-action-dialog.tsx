import type { AdminPayment } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { formatAriary } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { usePaymentAction } from '../api/payment-action';
import { amountOf, type PaymentActionRequest } from '../payment-actions';

type PaymentActionDialogProps = {
  request: PaymentActionRequest | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The payment as the action left it. */
  onDone?: (payment: AdminPayment) => void;
};

/** Confirms a payment action, naming the booking, the guest and the amount, then takes it. */
export function PaymentActionDialog({ request, open, onOpenChange, onDone }: PaymentActionDialogProps) {
  const { t } = useTranslation('adminPayments');
  const language = useLanguage();
  const paymentAction = usePaymentAction();
  const action = request?.action ?? 'markPaid';
  const names = {
    reference: request?.reference ?? '',
    guest: request?.guest ?? '',
    amount: request ? formatAriary(amountOf(request), language) : '',
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`confirm.${action}.title`, names)}
      description={t(`confirm.${action}.description`, names)}
      confirmLabel={t(`actions.${action}`)}
      pending={paymentAction.isPending}
      onConfirm={() =>
        request &&
        paymentAction.mutate(request, {
          onSuccess: (payment) => {
            onOpenChange(false);
            onDone?.(payment);
          },
        })
      }
    />
  );
}
