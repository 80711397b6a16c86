import type { FlightInstance } from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '@/components/admin/form-dialog';
import { TextField } from '@/components/forms/text-field';
import { ErrorAlert } from '@/components/ui/error-alert';
import { submitHandler } from '@/lib/form';
import { useLanguage } from '@/lib/i18n';
import { useChangeDepartureTimes } from '../api/departures';
import { formatDay, localClock } from '../local-time';
import { useServerVerdict, validationIssues } from '../server-errors';
import { timesFormErrors, timesFormValues, toTimesInput } from '../times-form';
import { ArrivalDayField, useServerIssueText } from './schedule-fields';

type ChangeTimesDialogProps = {
  instance: FlightInstance | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** New local times for one departure; its date stays. */
export function ChangeTimesDialog({ instance, open, onOpenChange }: ChangeTimesDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {instance && <ChangeTimesForm instance={instance} onSaved={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function ChangeTimesForm({ instance, onSaved }: { instance: FlightInstance; onSaved: () => void }) {
  const { t } = useTranslation('adminFlights');
  const language = useLanguage();
  const change = useChangeDepartureTimes();
  const issueText = useServerIssueText();
  const [otherIssues, setOtherIssues] = useState<string[]>([]);
  const verdict = useServerVerdict(timesFormErrors);
  const form = useForm({
    defaultValues: timesFormValues(instance),
    validators: { onChange: verdict.validator },
    onSubmit: ({ value }) => {
      setOtherIssues([]);
      change.mutate(
        { instance, input: toTimesInput(value) },
        {
          onSuccess: onSaved,
          onError: (error) => setOtherIssues(verdict.show(form, value, issueText(validationIssues(error)))),
        },
      );
    },
  });
  const submit = submitHandler(form);
  const day = formatDay(localClock(instance.departure).date, language, { dateStyle: 'full' });

  return (
    <DialogForm
      title={t('departures.times.title', { flight: instance.flightNumber })}
      description={`${t('departures.times.description', {
        day,
        origin: instance.origin,
        destination: instance.destination,
      })} ${t('departures.times.notice', { count: instance.passengers })}`}
      submitLabel={t('departures.times.submit')}
      pending={change.isPending}
      onSubmit={(event) => {
        verdict.clear();
        submit(event);
      }}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <form.Field name="departureTime">
          {(field) => (
            <TextField
              field={field}
              type="time"
              label={t('departures.times.departureTime', { airport: instance.origin })}
              required
            />
          )}
        </form.Field>
        <form.Field name="arrivalTime">
          {(field) => (
            <TextField
              field={field}
              type="time"
              label={t('departures.times.arrivalTime', { airport: instance.destination })}
              required
            />
          )}
        </form.Field>
      </div>
      <form.Field name="arrivalDayOffset">{(field) => <ArrivalDayField field={field} />}</form.Field>
      {otherIssues.length > 0 && <ErrorAlert title={otherIssues.join(' ')} />}
    </DialogForm>
  );
}
