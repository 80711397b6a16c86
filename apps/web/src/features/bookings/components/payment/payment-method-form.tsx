import { type PaymentMethods, paymentMethodSchema } from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { RadioCard, RadioCards } from '@/components/ui/radio-cards';
import { ApiError } from '@/lib/api-error';
import { submitHandler } from '@/lib/form';
import { formatAriary } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { apiErrorMessage } from '@/lib/toasts';
import { useStartPayment } from '../../api/start-payment';
import { localPhone, mvolaPhoneRule } from './mvola-phone';

type MethodOption = PaymentMethods['methods'][number];

/** The phone matters for MVola only: it is the number asked to approve. */
const choiceSchema = () =>
  z.object({ method: paymentMethodSchema, phone: z.string() }).superRefine((choice, context) => {
    if (choice.method !== 'MVOLA') return;
    for (const issue of mvolaPhoneRule().safeParse(choice.phone).error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: ['phone'], message: issue.message });
    }
  });

type ChoiceValues = z.infer<ReturnType<typeof choiceSchema>>;

type PaymentMethodFormProps = {
  bookingId: string;
  guestPhone: string;
  /** As the API lists them: paying at the hotel first where it is offered, which is then the choice made. */
  options: readonly MethodOption[];
  /** Whether a payment may still be under way (the traveller stopped waiting for it). */
  underWay: boolean;
  /** An MVola payment started: the flow waits for it. */
  onStarted: (paymentId: string) => void;
};

/**
 * The ways to pay as cards (a radio group), MVola's number, and the button that starts the payment:
 * MVola then waits for the phone, Orange Money opens its own page. Paying at the hotel needs nothing.
 */
export function PaymentMethodForm({
  bookingId,
  guestPhone,
  options,
  underWay,
  onStarted,
}: PaymentMethodFormProps) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const price = (amount: number) => formatAriary(amount, language);
  const legendId = useId();
  const start = useStartPayment(bookingId);
  const [redirecting, setRedirecting] = useState(false);
  const startErrorMessage = (error: unknown) =>
    underWay && error instanceof ApiError && error.code === 'PAYMENT_NOT_EXPECTED'
      ? t('alreadyUnderWay')
      : apiErrorMessage(error);

  const defaultValues: ChoiceValues = {
    method: options[0]?.method ?? 'MVOLA',
    phone: localPhone(guestPhone),
  };
  const form = useForm({
    defaultValues,
    validators: { onChange: choiceSchema() },
    onSubmit: ({ value }) =>
      start.mutate(value.method === 'MVOLA' ? value : { method: value.method }, {
        onSuccess: (payment) => {
          if (!payment.redirectUrl) return onStarted(payment.id);
          setRedirecting(true);
          window.location.assign(payment.redirectUrl);
        },
        onError: (error) => toast.error(startErrorMessage(error)),
      }),
  });

  const hint = (option: MethodOption) => {
    if (option.method === 'PAY_AT_PROPERTY') {
      return t('methodHint.PAY_AT_PROPERTY', { amount: price(option.amountAtProperty) });
    }
    const now = t(`methodHint.${option.method}`, { amount: price(option.amountNow) });
    return option.amountAtProperty > 0
      ? `${now} ${t('methodHint.rest', { amount: price(option.amountAtProperty) })}`
      : now;
  };

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submitHandler(form)}>
      <p id={legendId} className="font-semibold text-foreground">
        {t('choose.legend')}
      </p>
      <form.Field name="method">
        {(field) => (
          <RadioCards
            aria-labelledby={legendId}
            name={field.name}
            value={field.state.value}
            onValueChange={(method) => field.handleChange(paymentMethodSchema.parse(method))}
            className="sm:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]"
          >
            {options.map((option) => (
              <RadioCard
                key={option.method}
                value={option.method}
                label={t(`method.${option.method}`)}
                description={hint(option)}
              />
            ))}
          </RadioCards>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.method}>
        {(method) => {
          const option = options.find((candidate) => candidate.method === method);
          if (!option) return null;
          if (method === 'PAY_AT_PROPERTY') {
            return (
              <p className="text-foreground">{t('atProperty', { amount: price(option.amountAtProperty) })}</p>
            );
          }
          return (
            <>
              {method === 'MVOLA' && (
                <form.Field name="phone">
                  {(field) => (
                    <TextField
                      field={field}
                      label={t('mvola.phone')}
                      description={t('mvola.phoneHint')}
                      type="tel"
                      autoComplete="tel"
                      className="sm:max-w-64"
                      required
                    />
                  )}
                </form.Field>
              )}
              {start.isError && <ErrorAlert title={startErrorMessage(start.error)} />}
              <Button
                type="submit"
                size="lg"
                loading={start.isPending || redirecting}
                className="h-auto min-h-12 whitespace-normal py-2 sm:self-start"
              >
                {method === 'MVOLA' && t('mvola.pay', { amount: price(option.amountNow) })}
                {method === 'ORANGE_MONEY' &&
                  (redirecting
                    ? t('orange.redirecting')
                    : t('orange.pay', { amount: price(option.amountNow) }))}
              </Button>
            </>
          );
        }}
      </form.Subscribe>
    </form>
  );
}
