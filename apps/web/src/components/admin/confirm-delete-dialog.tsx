import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type ConfirmDeleteDialogProps = Omit<
  ConfirmDialogProps,
  'title' | 'description' | 'confirmLabel' | 'destructive'
> & {
  /** The thing at stake, named in the title: "Delete “Hotel Colbert”?". */
  name: string;
  /** Replaces the title when the action is not a deletion, e.g. "Cancel booking MB-7KQ2XA?". */
  title?: string;
  /** What follows from it; "This cannot be undone." by default. */
  description?: ReactNode;
  confirmLabel?: string;
};

/** Asks before a destructive action, naming what will be lost; the confirm button is red. */
export function ConfirmDeleteDialog({
  name,
  title,
  description,
  confirmLabel,
  ...props
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('adminTable');
  return (
    <ConfirmDialog
      {...props}
      destructive
      title={title ?? t('confirmDelete.title', { name })}
      description={description ?? t('confirmDelete.description')}
      confirmLabel={confirmLabel ?? t('confirmDelete.confirm')}
    />
  );
}
