import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useReturnFocus } from './use-return-focus';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the thing at stake: "Mark the payment of MB-7KQ2XA paid?". */
  title: string;
  /** What follows from it. */
  description: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting, when "Cancel" would read like the action itself. */
  dismissLabel?: string;
  /** A red confirm button, for what cannot be undone. */
  destructive?: boolean;
  /** The action is under way: the confirm button waits, the dialog stays. */
  pending?: boolean;
  /** Runs the action; the caller closes the dialog once it succeeds. */
  onConfirm: () => void;
};

/** Asks before an action the back office cannot take back lightly. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  dismissLabel,
  destructive = false,
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('adminTable');
  const returnFocus = useReturnFocus(open);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent onCloseAutoFocus={returnFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{dismissLabel ?? t('cancel')}</AlertDialogCancel>
          <Button variant={destructive ? 'destructive' : 'default'} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
