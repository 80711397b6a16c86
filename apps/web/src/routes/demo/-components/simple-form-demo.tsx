import { useForm } from '@tanstack/react-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { DemoPageHeading } from './demo-page-heading';
import { visibleErrors } from './visible-errors';

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
          <form
            noValidate
            className="flex flex-col gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              void form.handleSubmit();
            }}
          >
            <form.Field name="name">
              {(field) => (
                <FormField label={t('simple.name')} required errors={visibleErrors(field.state.meta)}>
                  <Input
                    name={field.name}
                    autoComplete="name"
                    value={field.state.value}
                    onBlur={field.handleBlur}
                    onChange={(event) => field.handleChange(event.target.value)}
                  />
                </FormField>
              )}
            </form.Field>
            <form.Field name="email">
              {(field) => (
                <FormField
                  label={t('simple.email')}
                  description={t('simple.emailHint')}
                  required
                  errors={visibleErrors(field.state.meta)}
                >
                  <Input
                    type="email"
                    name={field.name}
                    autoComplete="email"
                    value={field.state.value}
                    onBlur={field.handleBlur}
                    onChange={(event) => field.handleChange(event.target.value)}
                  />
                </FormField>
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
