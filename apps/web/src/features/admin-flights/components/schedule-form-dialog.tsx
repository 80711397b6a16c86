import {
  type Airline,
  type Airport,
  type Cabin,
  type FlightSchedule,
  flexCancellationHours,
  passengerFareShare,
  todayInMadagascar,
} from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '@/components/admin/form-dialog';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField, firstErrorMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { submitHandler, visibleErrors } from '@/lib/form';
import { useLanguage } from '@/lib/i18n';
import { useSaveSchedule } from '../api/schedules';
import type { PageAirline } from '../flight-pages';
import { formatDay } from '../local-time';
import {
  type ScheduleFormValues,
  scheduleFormErrors,
  scheduleFormValues,
  toScheduleValues,
} from '../schedule-form';
import {
  cabinsBelowSold,
  scheduleHasSales,
  seatsBelowSold,
  useServerVerdict,
  validationIssues,
} from '../server-errors';
import { DaysOfWeekField } from './days-of-week';
import { AirlineSwatch } from './flight-parts';
import { useAirportOptions } from './route-filters';
import { ArrivalDayField, FormSection, useServerIssueText } from './schedule-fields';

type ScheduleFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The schedule to update; none to create one. */
  schedule: FlightSchedule | null;
  airports: Airport[];
  /** The airlines to choose from, in the back office. */
  airlines: Airline[];
  /** In a partner's area, the airline every schedule of the page is: shown, not chosen. */
  airline?: PageAirline;
};

export function ScheduleFormDialog({ open, onOpenChange, ...formProps }: ScheduleFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} className="max-w-3xl">
      <ScheduleForm {...formProps} onSaved={() => onOpenChange(false)} />
    </FormDialog>
  );
}

const seatsInput = { type: 'number', inputMode: 'numeric', min: 0, max: 1000 } as const;

const fareFields = ['economyLightFare', 'economyFlexFare', 'businessFlexFare'] as const;

const seatFields: Record<Cabin, 'economySeats' | 'businessSeats'> = {
  ECONOMY: 'economySeats',
  BUSINESS: 'businessSeats',
};

/** What a schedule keeps while one of its departures has sales: those passengers booked that flight. */
const routeFields = ['airlineCode', 'origin', 'destination'] as const;

function ScheduleForm({
  schedule,
  airports,
  airlines,
  airline,
  onSaved,
}: Omit<ScheduleFormDialogProps, 'open' | 'onOpenChange'> & { onSaved: () => void }) {
  const { t } = useTranslation(['adminFlights', 'adminAirline']);
  const language = useLanguage();
  const save = useSaveSchedule();
  const issueText = useServerIssueText();
  const [refusal, setRefusal] = useState<string[]>([]);
  const refusalRef = useRef<HTMLDivElement>(null);
  // The alert sits by the buttons, in view once the form scrolled there; scroll it in anyway.
  useEffect(() => {
    if (refusal.length > 0) refusalRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [refusal]);
  const verdict = useServerVerdict(scheduleFormErrors);
  const fullDay = (date: string | undefined) =>
    date ? formatDay(date, language, { dateStyle: 'full' }) : undefined;

  /**
   * A 422 goes under its fields; SEATS_BELOW_SOLD and SCHEDULE_HAS_SALES name the departure, by the
   * buttons, and mark the fields at stake: the seats, or the route and airline changed.
   */
  const showRefusal = (error: unknown, sent: ScheduleFormValues) => {
    const hasSales = scheduleHasSales(error);
    if (hasSales) {
      const day = fullDay(hasSales.departureDate);
      const moved = routeFields.filter((field) => schedule && sent[field] !== schedule[field]);
      verdict.show(
        form,
        sent,
        moved.map((field) => ({ field, message: t('schedules.form.issues.hasSales') })),
      );
      setRefusal([day ? t('schedules.form.hasSales', { day }) : t('schedules.form.hasSalesSomeDay')]);
      return;
    }
    const belowSold = seatsBelowSold(error);
    if (belowSold) {
      const day = fullDay(belowSold.departureDate);
      const input = toScheduleValues(sent);
      const atFault = cabinsBelowSold(belowSold, {
        ECONOMY: input.economySeats,
        BUSINESS: input.businessSeats,
      });
      verdict.show(
        form,
        sent,
        atFault.map((cabin) => {
          const sold = belowSold.sold[cabin];
          return {
            field: seatFields[cabin],
            message:
              sold !== undefined && day
                ? t('schedules.form.issues.belowSoldCount', { count: sold, day })
                : t('schedules.form.issues.belowSold'),
          };
        }),
      );
      setRefusal([
        day ? t('schedules.form.seatsBelowSold', { day }) : t('schedules.form.seatsBelowSoldSomeDay'),
      ]);
      return;
    }
    setRefusal(verdict.show(form, sent, issueText(validationIssues(error))));
  };

  const form = useForm({
    defaultValues: scheduleFormValues(schedule ?? undefined, todayInMadagascar(), airline?.code),
    validators: { onChange: verdict.validator },
    onSubmit: ({ value }) => {
      setRefusal([]);
      save.mutate(
        { id: schedule?.id, input: toScheduleValues(value) },
        { onSuccess: onSaved, onError: (error) => showRefusal(error, value) },
      );
    },
  });

  const submit = submitHandler(form);
  const airportOptions = useAirportOptions(airports);
  const airlineOptions = airlines.map(({ code, name, color }) => ({
    value: code,
    label: (
      <span className="flex items-center gap-2">
        <AirlineSwatch color={color} />
        {t('airlineOption', { code, name })}
      </span>
    ),
  }));
  const flight = schedule ? `${schedule.airlineCode} ${schedule.flightNumber}` : '';
  const flexHint = t('schedules.form.flexHint', { count: flexCancellationHours });
  const fareHints = {
    economyLightFare: t('schedules.form.lightHint'),
    economyFlexFare: flexHint,
    businessFlexFare: flexHint,
  };

  return (
    <DialogForm
      title={schedule ? t('schedules.form.editTitle', { flight }) : t('schedules.form.createTitle')}
      description={t('schedules.form.description')}
      submitLabel={schedule ? t('schedules.form.save') : t('schedules.form.create')}
      pending={save.isPending}
      onSubmit={(event) => {
        verdict.clear();
        submit(event);
      }}
    >
      <FormSection legend={t('schedules.form.sections.flight')}>
        <form.Field name="airlineCode">
          {(field) =>
            airline ? (
              <FormField
                label={t('schedules.form.airline')}
                description={t('adminAirline:schedules.airlineHint')}
                errors={visibleErrors(field.state.meta)}
              >
                {/* Out of the tab order, so that the dialog opens on the first field there is to fill. */}
                <Input
                  readOnly
                  tabIndex={-1}
                  className="bg-muted shadow-none"
                  value={t('airlineOption', { code: airline.code, name: airline.name })}
                />
              </FormField>
            ) : (
              <SelectField
                field={field}
                label={t('schedules.form.airline')}
                placeholder={t('schedules.form.airlinePlaceholder')}
                options={airlineOptions}
                required
              />
            )
          }
        </form.Field>
        <form.Field name="flightNumber">
          {(field) => (
            <TextField
              field={field}
              label={t('schedules.form.flightNumber')}
              description={t('schedules.form.flightNumberHint')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              required
            />
          )}
        </form.Field>
        {(['origin', 'destination'] as const).map((name) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <SelectField
                field={field}
                label={t(`schedules.form.${name}`)}
                placeholder={t('schedules.form.airportPlaceholder')}
                options={airportOptions}
                required
              />
            )}
          </form.Field>
        ))}
      </FormSection>

      <FormSection legend={t('schedules.form.sections.times')}>
        {(['departureTime', 'arrivalTime'] as const).map((name) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <TextField
                field={field}
                type="time"
                label={t(`schedules.form.${name}`)}
                description={t(`schedules.form.${name}Hint`)}
                required
              />
            )}
          </form.Field>
        ))}
        <div className="sm:col-span-2">
          <form.Field name="arrivalDayOffset">{(field) => <ArrivalDayField field={field} />}</form.Field>
        </div>
      </FormSection>

      <FormSection legend={t('schedules.form.sections.days')}>
        <div className="sm:col-span-2">
          <form.Field name="daysOfWeek">
            {(field) => (
              <DaysOfWeekField
                value={field.state.value}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
                error={firstErrorMessage(visibleErrors(field.state.meta))}
              />
            )}
          </form.Field>
        </div>
        <form.Field name="validFrom">
          {(field) => <TextField field={field} type="date" label={t('schedules.form.validFrom')} required />}
        </form.Field>
        <form.Field name="validTo">
          {(field) => <TextField field={field} type="date" label={t('schedules.form.validTo')} required />}
        </form.Field>
      </FormSection>

      <FormSection legend={t('schedules.form.sections.seats')}>
        <form.Field name="economySeats">
          {(field) => (
            <TextField field={field} {...seatsInput} label={t('schedules.form.economySeats')} required />
          )}
        </form.Field>
        <form.Field name="businessSeats">
          {(field) => (
            <TextField
              field={field}
              {...seatsInput}
              label={t('schedules.form.businessSeats')}
              description={t('schedules.form.businessSeatsHint')}
            />
          )}
        </form.Field>
      </FormSection>

      <FormSection legend={t('schedules.form.sections.fares')}>
        <p className="-mt-2 text-muted-foreground text-sm sm:col-span-2">
          {t('schedules.form.faresHint', {
            child: Math.round(passengerFareShare.CHILD * 100),
            infant: Math.round(passengerFareShare.INFANT * 100),
          })}
        </p>
        {fareFields.map((name) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <TextField
                field={field}
                inputMode="numeric"
                autoComplete="off"
                label={t(`schedules.form.${name}`)}
                description={fareHints[name]}
              />
            )}
          </form.Field>
        ))}
      </FormSection>
      {/* Beside the button just pressed, where a long form is scrolled to by then. */}
      {refusal.length > 0 && (
        <div ref={refusalRef}>
          <ErrorAlert title={refusal.join(' ')} />
        </div>
      )}
    </DialogForm>
  );
}
