import type { Airport } from '@madabook/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '@/components/admin/form-dialog';
import { TextField } from '@/components/forms/text-field';
import { airportFormErrors, airportFormValues, toAirportInput } from '../airport-form';
import { isAirportTaken, useSaveAirport } from '../api/airports';
import { useCodeKeyedForm } from '../code-keyed-form';
import { CodeField } from './code-field';
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
  const { form, onSubmit } = useCodeKeyedForm({
    existing: airport?.code,
    defaultValues: airportFormValues(airport ?? undefined),
    clientErrors: airportFormErrors,
    toInput: toAirportInput,
    save,
    isTaken: isAirportTaken,
    takenMessage: t('airports.form.taken'),
    onSaved,
  });

  return (
    <DialogForm
      title={airport ? t('airports.form.editTitle', { code: airport.code }) : t('airports.form.createTitle')}
      description={t('airports.form.description')}
      submitLabel={airport ? t('airports.form.save') : t('airports.form.create')}
      pending={save.isPending}
      onSubmit={onSubmit}
    >
      <FormSection legend={t('airports.form.sections.identity')}>
        {/* The code is the airport's key: set once, never changed (the title names it). */}
        {!airport && (
          <form.Field name="code">
            {(field) => (
              <CodeField
                field={field}
                label={t('airports.form.code')}
                description={t('airports.form.codeHint')}
                length={3}
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
            <CodeField
              field={field}
              label={t('airports.form.country')}
              description={t('airports.form.countryHint')}
              length={2}
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
