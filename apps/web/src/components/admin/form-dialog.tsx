import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useReturnFocus } from './use-return-focus';

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A component that renders a `DialogForm`. It mounts at each opening, so its form starts afresh. */
  children: ReactNode;
  className?: string;
};

/** The frame of a create or edit dialog; the form inside is a `DialogForm`. */
export function FormDialog({ open, onOpenChange, children, className }: FormDialogProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')} className={className} onCloseAutoFocus={returnFocus}>
        {children}
      </DialogContent>
    </Dialog>
  );
}

type DialogFormProps = {
  title: string;
  description: ReactNode;
  submitLabel: string;
  /** Red when submitting takes something away (a ban). */
  destructive?: boolean;
  pending?: boolean;
  /** A `submitHandler(form)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/** A dialog's form: a title, the fields, Cancel and a submit button that waits for the API. */
export function DialogForm({
  title,
  description,
  submitLabel,
  destructive = false,
  pending = false,
  onSubmit,
  children,
}: DialogFormProps) {
  const { t } = useTranslation('adminTable');
  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={onSubmit}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} loading={pending}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
