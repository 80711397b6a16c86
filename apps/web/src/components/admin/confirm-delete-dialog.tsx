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

type ConfirmDeleteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The thing at stake, named in the title: "Delete “Hotel Colbert”?". */
  name: string;
  /** Replaces the title when the action is not a deletion, e.g. "Cancel booking MB-7KQ2XA?". */
  title?: string;
  /** What follows from it; "This cannot be undone." by default. */
  description?: ReactNode;
  confirmLabel?: string;
  /** The button that closes without acting, when "Cancel" would read like the action itself. */
  dismissLabel?: string;
  /** The action is under way: the confirm button waits, the dialog stays. */
  pending?: boolean;
  /** Runs the action; the caller closes the dialog once it succeeds. */
  onConfirm: () => void;
};

/** Asks before a destructive action, naming what will be lost; the confirm button is red. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  name,
  title,
  description,
  confirmLabel,
  dismissLabel,
  pending = false,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('adminTable');
  const returnFocus = useReturnFocus(open);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent onCloseAutoFocus={returnFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title ?? t('confirmDelete.title', { name })}</AlertDialogTitle>
          <AlertDialogDescription>{description ?? t('confirmDelete.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{dismissLabel ?? t('cancel')}</AlertDialogCancel>
          <Button variant="destructive" loading={pending} onClick={onConfirm}>
            {confirmLabel ?? t('confirmDelete.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
