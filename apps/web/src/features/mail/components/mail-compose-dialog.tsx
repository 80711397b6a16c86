import {
  type Language,
  languageSchema,
  languages,
  type MailComposeInput,
  mailComposeSchema,
} from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '@/components/admin/form-dialog';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { submitHandler } from '@/lib/form';
import { useLanguage } from '@/lib/i18n';
import { fieldErrors, formValidator } from '@/lib/schema-issues';
import { useComposeMail } from '../api/mail';
import { MailProgress } from './mail-progress';

type MailComposeDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Write a mail, send it, and watch it go: send mail → sending → sent, or error. */
export function MailComposeDialog({ open, onOpenChange }: MailComposeDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} className="max-w-2xl">
      <MailComposer onClose={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function MailComposer({ onClose }: { onClose: () => void }) {
  const [sentId, setSentId] = useState<string | null>(null);
  if (sentId)
    return <MailProgress mailId={sentId} onClose={onClose} onWriteAnother={() => setSentId(null)} />;
  return <MailComposeForm onQueued={setSentId} />;
}

type ComposeValues = { to: string; subject: string; body: string; language: Language };

const toInput = (value: ComposeValues): MailComposeInput => ({
  to: value.to.trim(),
  subject: value.subject.trim(),
  body: value.body.trim(),
  language: value.language,
});

function MailComposeForm({ onQueued }: { onQueued: (mailId: string) => void }) {
  const { t } = useTranslation(['adminMail', 'common']);
  const composeMail = useComposeMail();
  const language = useLanguage();
  const form = useForm({
    defaultValues: { to: '', subject: '', body: '', language } as ComposeValues,
    validators: {
      onChange: formValidator((value: ComposeValues) =>
        fieldErrors(mailComposeSchema, toInput(value), { to: () => t('common:validation.invalidEmail') }),
      ),
    },
    onSubmit: ({ value }) => composeMail.mutate(toInput(value), { onSuccess: (mail) => onQueued(mail.id) }),
  });
  return (
    <DialogForm
      title={t('compose.title')}
      description={t('compose.description')}
      submitLabel={t('compose.submit')}
      pending={composeMail.isPending}
      onSubmit={submitHandler(form)}
    >
      <form.Field name="to">
        {(field) => (
          <TextField field={field} label={t('fields.to')} type="email" autoComplete="off" required />
        )}
      </form.Field>
      <form.Field name="subject">
        {(field) => <TextField field={field} label={t('fields.subject')} autoComplete="off" required />}
      </form.Field>
      <form.Field name="body">
        {(field) => (
          <TextareaField
            field={field}
            label={t('fields.body')}
            description={t('compose.bodyHint')}
            rows={8}
            required
          />
        )}
      </form.Field>
      <form.Field name="language">
        {(field) => (
          <FormField label={t('fields.language')} description={t('compose.languageHint')}>
            {(control) => (
              <Select
                value={field.state.value}
                onValueChange={(value) => field.handleChange(languageSchema.parse(value))}
              >
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {languages.map((language) => (
                    <SelectItem key={language} value={language}>
                      {t(`common:language.${language}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
      </form.Field>
    </DialogForm>
  );
}
