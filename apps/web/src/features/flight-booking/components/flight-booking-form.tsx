import {
  type FlightOffer,
  type PublicConfig,
  type SessionUser,
  todayInMadagascar,
} from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { ClockIcon, MailIcon } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { useCreateBooking } from '@/features/bookings/api/create-booking';
import { Panel } from '@/features/bookings/components/panel';
import { upfrontTerms } from '@/features/bookings/components/payment/upfront-terms';
import { UpfrontTermsNote } from '@/features/bookings/components/payment/upfront-terms-note';
import { FareConditions } from '@/features/bookings/components/trips/flight/fare-conditions';
import { FlightItinerary } from '@/features/bookings/components/trips/flight/flight-itinerary';
import { flightPriceBreakdown } from '@/features/bookings/components/trips/flight/flight-price';
import { FlightPriceList } from '@/features/bookings/components/trips/flight/flight-price-list';
import { useFlightFormat } from '@/features/bookings/components/trips/flight/use-flight-format';
import { showServerErrors, submitHandler } from '@/lib/form';
import { formatDate } from '@/lib/format';
import { localDay } from '@/lib/local-times';
import { flightBookingKeys } from '../api/query-keys';
import type { FlightBookingRequest } from '../flight-booking-params';
import {
  type FlightBookingValues,
  flightBookingFormSchema,
  flightBookingInput,
  initialValues,
  passengerSlots,
} from '../passengers';
import { serverFieldErrors, validationIssues } from '../server-issues';
import { FlightBookingError } from './flight-booking-error';

type FlightBookingFormProps = {
  /** The outbound offer, then the return one. */
  offers: readonly FlightOffer[];
  request: FlightBookingRequest;
  user: SessionUser;
  payments: PublicConfig['payments'] | undefined;
};

/**
 * The chosen flights, a form per passenger (names as on the ID, date of birth checked against the
 * passenger's type on the day of departure), the contact, the price per flight and passenger type,
 * the fare conditions, and Confirm, which sends the same Idempotency-Key until an answer is final.
 */
export function FlightBookingForm({ offers, request, user, payments }: FlightBookingFormProps) {
  const { t } = useTranslation('flightBooking');
  const format = useFlightFormat();
  const queryClient = useQueryClient();
  const createBooking = useCreateBooking('/flight-bookings');
  const [otherIssues, setOtherIssues] = useState<string[]>([]);
  const { counts, offerIds } = request;
  const firstDeparture = offers[0]?.segments[0]?.departure ?? '';
  const departureDay = localDay(firstDeparture);
  const schema = useMemo(() => flightBookingFormSchema(departureDay), [departureDay]);
  const slots = passengerSlots(counts);
  const breakdown = flightPriceBreakdown(offers, counts);
  const expiresAt = offers.map((offer) => offer.expiresAt).sort()[0];
  // A journey is paid in full when booked, as soon as an online method is on.
  const upfront = payments && {
    total: breakdown.total,
    payments,
    terms: upfrontTerms({
      total: breakdown.total,
      prepaymentPercent: 100,
      onlineMethods: payments.onlineMethods,
    }),
  };

  const form = useForm({
    defaultValues: initialValues(counts, user.email),
    validators: { onChange: schema },
    onSubmit: ({ value }) => confirm(value),
  });

  function confirm(values: FlightBookingValues) {
    setOtherIssues([]);
    createBooking.create(flightBookingInput(values, offerIds), (error) => {
      if (error.code === 'VALIDATION_ERROR') {
        const { fields, others } = serverFieldErrors(
          validationIssues(error.details),
          values.passengers,
          departureDay,
        );
        setOtherIssues(others);
        showServerErrors(form, fields);
      }
      if (error.code === 'OFFER_EXPIRED' || error.code === 'SOLD_OUT') {
        void queryClient.invalidateQueries({ queryKey: flightBookingKeys.all });
      }
    });
  }

  return (
    <form
      noValidate
      onSubmit={submitHandler(form)}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="flex flex-col gap-6">
        <Panel title={t('flights')}>
          <FlightItinerary journeys={offers} />
        </Panel>
        <Panel title={t('passengers.title')}>
          <p className="text-muted-foreground text-sm">{t('passengers.intro')}</p>
          {slots.map((slot, index) => (
            <PassengerFieldset
              key={`${slot.type}-${slot.number}`}
              legend={t(`passenger.legend.${slot.type}`, { number: slot.number })}
              hint={t(`passenger.hint.${slot.type}`)}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <form.Field name={`passengers[${index}].firstName`}>
                  {(field) => (
                    <TextField
                      field={field}
                      label={t('passenger.firstName')}
                      autoComplete={index === 0 ? 'given-name' : 'off'}
                      required
                    />
                  )}
                </form.Field>
                <form.Field name={`passengers[${index}].lastName`}>
                  {(field) => (
                    <TextField
                      field={field}
                      label={t('passenger.lastName')}
                      autoComplete={index === 0 ? 'family-name' : 'off'}
                      required
                    />
                  )}
                </form.Field>
              </div>
              <form.Field name={`passengers[${index}].birthDate`}>
                {(field) => (
                  <TextField
                    field={field}
                    label={t('passenger.birthDate')}
                    description={t('passenger.birthDateHint')}
                    type="date"
                    max={todayInMadagascar()}
                    autoComplete={index === 0 ? 'bday' : 'off'}
                    className="sm:max-w-56"
                    required
                  />
                )}
              </form.Field>
            </PassengerFieldset>
          ))}
        </Panel>
        <Panel title={t('contact.title')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <form.Field name="contact.email">
              {(field) => (
                <TextField
                  field={field}
                  label={t('contact.email')}
                  description={t('contact.emailHint')}
                  type="email"
                  autoComplete="email"
                  required
                />
              )}
            </form.Field>
            <form.Field name="contact.phone">
              {(field) => (
                <TextField
                  field={field}
                  label={t('contact.phone')}
                  description={t('contact.phoneHint')}
                  type="tel"
                  autoComplete="tel"
                  required
                />
              )}
            </form.Field>
          </div>
        </Panel>
      </div>
      <div className="flex flex-col gap-6 lg:sticky lg:top-20">
        <Panel title={t('price.title')}>
          <FlightPriceList
            breakdown={breakdown}
            flightLabel={(offer) => {
              const first = offer.segments[0];
              const last = offer.segments.at(-1);
              return first && last
                ? `${format.direction(offer.direction)} · ${first.from.code} → ${last.to.code}`
                : format.direction(offer.direction);
            }}
            totalLabel={t('price.total')}
          />
        </Panel>
        <Panel title={t('fare.heading')}>
          <FareConditions
            conditions={offers.map((offer) => ({
              direction: offer.direction,
              fareFamily: offer.fareFamily,
              cabin: offer.segments[0]?.cabin ?? 'ECONOMY',
              refundable: offer.refundable,
              checkedBags: offer.checkedBags,
            }))}
          />
        </Panel>
        <div className="flex flex-col gap-4">
          {createBooking.isError && (
            <FlightBookingError
              error={createBooking.error}
              otherIssues={otherIssues}
              offers={offers}
              counts={counts}
            />
          )}
          {expiresAt && (
            <p className="flex items-start gap-2 text-muted-foreground text-sm">
              <ClockIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t('priceHeldUntil', {
                time: formatDate(expiresAt, format.language, { timeStyle: 'short' }),
              })}
            </p>
          )}
          {upfront && <UpfrontTermsNote kind="FLIGHT" {...upfront} />}
          <p className="flex items-start gap-2 text-muted-foreground text-sm">
            <MailIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('ticketNote')}
          </p>
          <Button
            type="submit"
            size="lg"
            loading={createBooking.isPending}
            className="h-auto min-h-12 whitespace-normal py-2"
          >
            {t('confirm', { total: format.price(breakdown.total) })}
          </Button>
        </div>
      </div>
    </form>
  );
}

function PassengerFieldset({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint: string;
  children: ReactNode;
}) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="flex flex-col gap-4 rounded-lg border p-4">
      <legend className="px-1 font-semibold text-foreground">{legend}</legend>
      <p id={hintId} className="-mt-2 text-muted-foreground text-sm">
        {hint}
      </p>
      {children}
    </fieldset>
  );
}
