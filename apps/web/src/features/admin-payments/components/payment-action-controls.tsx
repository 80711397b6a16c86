import type { Payment } from '@madabook/contracts';
import { BanknoteIcon, type LucideIcon, Undo2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { actionsFor, type PaymentAction } from '../payment-actions';

const icons: Record<PaymentAction, LucideIcon> = {
  markPaid: BanknoteIcon,
  markRefunded: Undo2Icon,
};

type PaymentActionControlsProps = {
  payment: Payment;
  onAction: (action: PaymentAction) => void;
};

/** The actions a payment allows now, as buttons; nothing when it allows none. */
export function PaymentActionButtons({
  payment,
  onAction,
  describedBy,
}: PaymentActionControlsProps & {
  /** The id of what tells this payment from the others beside it, for screen readers. */
  describedBy?: string;
}) {
  const { t } = useTranslation('adminPayments');
  const actions = actionsFor(payment);
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => {
        const Icon = icons[action];
        return (
          <Button
            key={action}
            variant="outline"
            size="sm"
            aria-describedby={describedBy}
            onClick={() => onAction(action)}
          >
            <Icon aria-hidden />
            {t(`actions.${action}`)}
          </Button>
        );
      })}
    </div>
  );
}

/** The same actions as items of a row's menu. */
export function PaymentActionMenuItems({ payment, onAction }: PaymentActionControlsProps) {
  const { t } = useTranslation('adminPayments');
  return actionsFor(payment).map((action) => {
    const Icon = icons[action];
    return (
      <DropdownMenuItem key={action} onSelect={() => onAction(action)}>
        <Icon aria-hidden />
        {t(`actions.${action}`)}
      </DropdownMenuItem>
    );
  });
}
