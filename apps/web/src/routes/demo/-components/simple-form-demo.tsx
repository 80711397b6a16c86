import { useForm } from '@tanstack/react-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { submitHandler } from '@/lib/form';
import { toast } from '@/lib/toast';
import { DemoPageHeading } from './demo-page-heading';

const simpleFormSchema = (t: TFunction<'demo'>) =>
  z.object({
    name: z.string().trim().min(2, t('validation.tooShort')),
    email: z.email(t('validation.invalidEmail')),
  });

export function SimpleFormDemo() {
  const { t } = useTranslation('demo');
  const form = useForm({
    defaultValues: { name: '', email: '' },
    validators: { onChange: simpleFormSchema(t) },
    onSubmit: ({ value }) => {
      toast.success(t('simple.success', { name: value.name.trim() }));
      form.reset();
    },
  });

  return (
    <section className="flex flex-col gap-6">
      <DemoPageHeading title={t('simple.title')} description={t('simple.description')} />
      <Card>
        <CardContent>
          <form noValidate className="flex flex-col gap-5" onSubmit={submitHandler(form)}>
            <form.Field name="name">
              {(field) => <TextField field={field} label={t('simple.name')} autoComplete="name" required />}
            </form.Field>
            <form.Field name="email">
              {(field) => (
                <TextField
                  field={field}
                  label={t('simple.email')}
                  description={t('simple.emailHint')}
                  type="email"
                  autoComplete="email"
                  required
                />
              )}
            </form.Field>
            <form.Subscribe selector={(state) => state.isSubmitting}>
              {(isSubmitting) => (
                <Button type="submit" loading={isSubmitting} className="self-start">
                  {t('simple.submit')}
                </Button>
              )}
            </form.Subscribe>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
