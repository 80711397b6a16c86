import type { Airport } from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '@/components/admin/form-dialog';
import { TextField } from '@/components/forms/text-field';
import { submitHandler } from '@/lib/form';
import { airportFormErrors, airportFormValues, toAirportInput } from '../airport-form';
import { isAirportTaken, useSaveAirport } from '../api/airports';
import { useServerVerdict } from '../server-errors';
import { FormSection } from './schedule-fields';

type AirportFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The airport to update; none to create one. */
  airport: Airport | null;
};

export function AirportFormDialog({ open, onOpenChange, airport }: AirportFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} className="max-w-2xl">
      <AirportForm airport={airport} onSaved={() => onOpenChange(false)} />
    </FormDialog>
  );
}

/** Every zone the browser knows, for the time zone field's suggestions. */
function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

function AirportForm({ airport, onSaved }: { airport: Airport | null; onSaved: () => void }) {
  const { t } = useTranslation('adminFlights');
  const save = useSaveAirport();
  const zonesId = useId();
  const verdict = useServerVerdict(airportFormErrors);
  const form = useForm({
    defaultValues: airportFormValues(airport ?? undefined),
    validators: { onChange: verdict.validator },
    onSubmit: ({ value }) =>
      save.mutate(
        { existing: airport?.code, input: toAirportInput(value) },
        {
          onSuccess: onSaved,
          onError: (error) => {
            if (isAirportTaken(error))
              verdict.show(form, value, [{ field: 'code', message: t('airports.form.taken') }]);
          },
        },
      ),
  });
  const submit = submitHandler(form);

  return (
    <DialogForm
      title={airport ? t('airports.form.editTitle', { code: airport.code }) : t('airports.form.createTitle')}
      description={t('airports.form.description')}
      submitLabel={airport ? t('airports.form.save') : t('airports.form.create')}
      pending={save.isPending}
      onSubmit={(event) => {
        verdict.clear();
        submit(event);
      }}
    >
      <FormSection legend={t('airports.form.sections.identity')}>
        {/* The code is the airport's key: set once, never changed (the title names it). */}
        {!airport && (
          <form.Field name="code">
            {(field) => (
              <TextField
                field={field}
                label={t('airports.form.code')}
                description={t('airports.form.codeHint')}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={3}
                className="font-mono uppercase"
                required
              />
            )}
          </form.Field>
        )}
        <form.Field name="name">
          {(field) => <TextField field={field} label={t('airports.form.name')} autoComplete="off" required />}
        </form.Field>
        <form.Field name="city">
          {(field) => <TextField field={field} label={t('airports.form.city')} autoComplete="off" required />}
        </form.Field>
        <form.Field name="country">
          {(field) => (
            <TextField
              field={field}
              label={t('airports.form.country')}
              description={t('airports.form.countryHint')}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={2}
              className="font-mono uppercase"
              required
            />
          )}
        </form.Field>
      </FormSection>
      <FormSection legend={t('airports.form.sections.location')}>
        <div className="sm:col-span-2">
          <form.Field name="timeZone">
            {(field) => (
              <TextField
                field={field}
                label={t('airports.form.timeZone')}
                description={t('airports.form.timeZoneHint')}
                autoComplete="off"
                list={zonesId}
                required
              />
            )}
          </form.Field>
          <datalist id={zonesId}>
            {timeZones().map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </div>
        <form.Field name="latitude">
          {(field) => (
            <TextField
              field={field}
              label={t('airports.form.latitude')}
              description={t('airports.form.latitudeHint')}
              inputMode="decimal"
              autoComplete="off"
              required
            />
          )}
        </form.Field>
        <form.Field name="longitude">
          {(field) => (
            <TextField
              field={field}
              label={t('airports.form.longitude')}
              description={t('airports.form.longitudeHint')}
              inputMode="decimal"
              autoComplete="off"
              required
            />
          )}
        </form.Field>
      </FormSection>
    </DialogForm>
  );
}
