import type { Airline } from '@madabook/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '@/components/admin/form-dialog';
import { bindStringField } from '@/components/forms/string-field';
import { TextField } from '@/components/forms/text-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { visibleErrors } from '@/lib/form';
import {
  airlineFormErrors,
  airlineFormValues,
  defaultAirlineColor,
  isHexColor,
  normalizeColor,
  toAirlineInput,
} from '../airline-form';
import { isAirlineTaken, useSaveAirline } from '../api/airlines';
import { useCodeKeyedForm } from '../code-keyed-form';
import { CodeField } from './code-field';
import { AirlineSwatch, FlightCell } from './flight-parts';

type AirlineFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The airline to update; none to create one. */
  airline: Airline | null;
};

export function AirlineFormDialog({ open, onOpenChange, airline }: AirlineFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <AirlineForm airline={airline} onSaved={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function AirlineForm({ airline, onSaved }: { airline: Airline | null; onSaved: () => void }) {
  const { t } = useTranslation('adminFlights');
  const save = useSaveAirline();
  const { form, onSubmit } = useCodeKeyedForm({
    existing: airline?.code,
    defaultValues: airlineFormValues(airline ?? undefined),
    clientErrors: airlineFormErrors,
    toInput: toAirlineInput,
    save,
    isTaken: isAirlineTaken,
    takenMessage: t('airlines.form.taken'),
    onSaved,
  });

  return (
    <DialogForm
      title={
        airline
          ? t('airlines.form.editTitle', { name: airline.name, code: airline.code })
          : t('airlines.form.createTitle')
      }
      description={t('airlines.form.description')}
      submitLabel={airline ? t('airlines.form.save') : t('airlines.form.create')}
      pending={save.isPending}
      onSubmit={onSubmit}
    >
      <div className={cn('grid items-start gap-4', !airline && 'sm:grid-cols-[8rem_1fr]')}>
        {/* The code is the airline's key: set once, never changed (the title names it). */}
        {!airline && (
          <form.Field name="code">
            {(field) => (
              <CodeField
                field={field}
                label={t('airlines.form.code')}
                description={t('airlines.form.codeHint')}
                length={2}
              />
            )}
          </form.Field>
        )}
        <form.Field name="name">
          {(field) => <TextField field={field} label={t('airlines.form.name')} autoComplete="off" required />}
        </form.Field>
      </div>
      <form.Field name="color">
        {(field) => (
          <FormField
            label={t('airlines.form.color')}
            description={t('airlines.form.colorHint')}
            errors={visibleErrors(field.state.meta)}
            required
          >
            {(control) => (
              <div className="flex gap-2">
                <Input
                  type="color"
                  aria-label={t('airlines.form.colorPicker')}
                  value={(isHexColor(field.state.value)
                    ? normalizeColor(field.state.value)
                    : defaultAirlineColor
                  ).toLowerCase()}
                  onChange={(event) => field.handleChange(event.target.value.toUpperCase())}
                  onBlur={field.handleBlur}
                  className="h-10 w-14 shrink-0 cursor-pointer p-1"
                />
                <Input
                  {...control}
                  {...bindStringField(field, { autoComplete: 'off', spellCheck: false, maxLength: 7 })}
                  className="font-mono uppercase sm:max-w-40"
                />
              </div>
            )}
          </FormField>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values}>
        {(values) => <AirlinePreview code={values.code} name={values.name} color={values.color} />}
      </form.Subscribe>
    </DialogForm>
  );
}

/** How its flights will look in the back office's tables, as the admin types. */
function AirlinePreview({ code, name, color }: { code: string; name: string; color: string }) {
  const { t } = useTranslation('adminFlights');
  const shownColor = isHexColor(color) ? normalizeColor(color) : defaultAirlineColor;
  const shownCode = code.trim().toUpperCase() || 'XX';
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-4">
      <h3 id={headingId} className="font-medium text-foreground text-sm">
        {t('airlines.form.preview')}
      </h3>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <FlightCell
          airline={{ name: name.trim() || t('airlines.form.previewName'), color: shownColor }}
          flightNumber={`${shownCode} 102`}
        />
        <span className="flex items-center gap-2 text-sm">
          <AirlineSwatch color={shownColor} className="size-6 rounded-md" />
          <span className="font-mono text-muted-foreground">{shownColor}</span>
        </span>
      </div>
    </section>
  );
}
