import type { SessionUser } from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import { MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '@/components/forms/text-field';
import { Alert, AlertTitle } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { requiredRule } from '@/lib/credential-rules';
import { submitHandler } from '@/lib/form';
import { isDeletedNow, useDeleteAccount } from '../api/delete-account';
import { AccountSection } from './account-section';

type DeleteAccountCardProps = {
  user: SessionUser;
  /** With a password, the dialog asks for it; undefined while the linked accounts load. */
  hasPassword: boolean | undefined;
};

export function DeleteAccountCard({ user, hasPassword }: DeleteAccountCardProps) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const [confirmationSent, setConfirmationSent] = useState(false);
  return (
    <AccountSection title={t('delete.title')} description={t('delete.description')}>
      {confirmationSent && (
        <Alert variant="success">
          <MailCheckIcon aria-hidden />
          <AlertTitle>{t('delete.checkEmail')}</AlertTitle>
        </Alert>
      )}
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogTrigger asChild>
          <Button variant="destructive" className="self-start" disabled={hasPassword === undefined}>
            {t('delete.open')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <DeleteAccountForm
            user={user}
            hasPassword={hasPassword === true}
            onDone={(deletedNow) => {
              setOpen(false);
              setConfirmationSent(!deletedNow);
            }}
          />
        </AlertDialogContent>
      </AlertDialog>
    </AccountSection>
  );
}

type DeleteAccountFormProps = {
  user: SessionUser;
  hasPassword: boolean;
  onDone: (deletedNow: boolean) => void;
};

function DeleteAccountForm({ user, hasPassword, onDone }: DeleteAccountFormProps) {
  const { t } = useTranslation(['account', 'common']);
  const deleteAccount = useDeleteAccount();
  const form = useForm({
    defaultValues: { password: '' },
    validators: { onChange: z.object({ password: hasPassword ? requiredRule() : z.string() }) },
    onSubmit: ({ value }) =>
      deleteAccount.mutate(value, {
        onSuccess: (answer) => {
          if (answer.data) onDone(isDeletedNow(answer.data));
        },
      }),
  });
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submitHandler(form)}>
      <AlertDialogHeader>
        <AlertDialogTitle>{t('delete.confirmTitle')}</AlertDialogTitle>
        <AlertDialogDescription>{t('delete.confirmText', { email: user.email })}</AlertDialogDescription>
      </AlertDialogHeader>
      {hasPassword && (
        <form.Field name="password">
          {(field) => (
            <TextField
              field={field}
              label={t('common:fields.password')}
              type="password"
              autoComplete="current-password"
              required
            />
          )}
        </form.Field>
      )}
      <AlertDialogFooter>
        <AlertDialogCancel>{t('delete.cancel')}</AlertDialogCancel>
        <Button type="submit" variant="destructive" loading={deleteAccount.isPending}>
          {t('delete.confirm')}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
