import { useForm } from '@tanstack/react-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { submitHandler } from '@/lib/form';
import { toast } from '@/lib/toast';
import { DemoPageHeading } from './demo-page-heading';

const countries = ['MG', 'RE', 'MU', 'FR'] as const;
type Country = (typeof countries)[number];

const addressFormSchema = (t: TFunction<'demo'>) =>
  z.object({
    fullName: z.string().trim().min(2, t('validation.tooShort')),
    address: z.object({
      street: z.string().trim().min(1, t('validation.required')),
      city: z.string().trim().min(1, t('validation.required')),
      postalCode: z.string().regex(/^\d{3,5}$/, t('validation.postalCode')),
      country: z.enum(countries),
    }),
  });

const defaultValues = {
  fullName: '',
  address: { street: '', city: '', postalCode: '', country: 'MG' as Country },
};

type TextFieldName = 'fullName' | 'address.street' | 'address.city' | 'address.postalCode';

const textFields: {
  name: TextFieldName;
  label: 'fullName' | 'street' | 'city' | 'postalCode';
  autoComplete: string;
  wide?: boolean;
  numeric?: boolean;
}[] = [
  { name: 'fullName', label: 'fullName', autoComplete: 'name', wide: true },
  { name: 'address.street', label: 'street', autoComplete: 'street-address', wide: true },
  { name: 'address.city', label: 'city', autoComplete: 'address-level2' },
  { name: 'address.postalCode', label: 'postalCode', autoComplete: 'postal-code', numeric: true },
];

export function AddressFormDemo() {
  const { t } = useTranslation('demo');
  const form = useForm({
    defaultValues,
    validators: { onChange: addressFormSchema(t) },
    onSubmit: ({ value }) => {
      toast.success(t('address.success', { city: value.address.city.trim() }));
      form.reset();
    },
  });

  return (
    <section className="flex flex-col gap-6">
      <DemoPageHeading title={t('address.title')} description={t('address.description')} />
      <Card>
        <CardContent>
          <form noValidate className="grid gap-5 sm:grid-cols-2" onSubmit={submitHandler(form)}>
            {textFields.map(({ name, label, autoComplete, wide, numeric }) => (
              <form.Field key={name} name={name}>
                {(field) => (
                  <div className={wide ? 'sm:col-span-2' : undefined}>
                    <TextField
                      field={field}
                      label={t(`address.${label}`)}
                      autoComplete={autoComplete}
                      inputMode={numeric ? 'numeric' : undefined}
                      required
                    />
                  </div>
                )}
              </form.Field>
            ))}
            <form.Field name="address.country">
              {(field) => (
                <FormField label={t('address.country')} required>
                  {(control) => (
                    <Select
                      name={field.name}
                      value={field.state.value}
                      onValueChange={(value) => field.handleChange(z.enum(countries).parse(value))}
                    >
                      <SelectTrigger {...control} onBlur={field.handleBlur}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {countries.map((country) => (
                          <SelectItem key={country} value={country}>
                            {t(`address.countries.${country}`)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                </FormField>
              )}
            </form.Field>
            <form.Subscribe selector={(state) => state.isSubmitting}>
              {(isSubmitting) => (
                <Button
                  type="submit"
                  loading={isSubmitting}
                  className="self-start sm:col-span-2 sm:justify-self-start"
                >
                  {t('address.submit')}
                </Button>
              )}
            </form.Subscribe>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
