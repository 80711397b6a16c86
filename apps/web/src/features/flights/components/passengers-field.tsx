import { type Cabin, cabins, maxPassengers } from '@madabook/contracts';
import { UsersRoundIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Stepper } from '@/components/ui/stepper';
import { type Passengers, passengerKinds, passengerLimits } from '../flight-search-params';
import { useFlightFormat } from './use-flight-format';

type PassengersAndCabin = Passengers & { cabin: Cabin };

type PassengersFieldProps = {
  value: PassengersAndCabin;
  onChange: (value: PassengersAndCabin) => void;
  error?: string;
  className?: string;
};

/** Adults, children, infants on a lap and the cabin, behind one button that reads "2 travellers · Economy". */
export function PassengersField({ value, onChange, error, className }: PassengersFieldProps) {
  const { t } = useTranslation('flights');
  const format = useFlightFormat();
  const [open, setOpen] = useState(false);
  const summaryId = useId();
  const labelId = useId();
  const cabinName = useId();
  const limits = passengerLimits(value);
  const label = t('form.passengers');
  return (
    <FormField label={label} error={error} className={className}>
      {(control) => (
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            <Button
              id={control.id}
              variant="outline"
              aria-labelledby={`${control['aria-labelledby']} ${summaryId}`}
              aria-describedby={control['aria-describedby']}
              aria-invalid={control['aria-invalid']}
              className="w-full justify-start px-3 font-normal aria-invalid:border-destructive"
            >
              <UsersRoundIcon aria-hidden className="text-muted-foreground" />
              <span id={summaryId} className="truncate">
                {`${format.travellers(value)} · ${t(`cabin.${value.cabin}`)}`}
              </span>
            </Button>
          </PopoverTrigger>
          <PopoverContent align="start" aria-label={label} className="flex w-80 flex-col gap-4 max-sm:px-3">
            {passengerKinds.map((kind) => (
              <div key={kind} className="flex items-center justify-between gap-3">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span id={`${labelId}-${kind}`} className="font-medium text-sm">
                    {t(`form.${kind}`)}
                  </span>
                  <span id={`${labelId}-${kind}-age`} className="text-muted-foreground text-xs">
                    {t(`form.${kind}Age`)}
                  </span>
                </div>
                <Stepper
                  className="shrink-0"
                  aria-labelledby={`${labelId}-${kind}`}
                  aria-describedby={`${labelId}-${kind}-age`}
                  value={value[kind]}
                  min={limits[kind][0]}
                  max={limits[kind][1]}
                  decrementLabel={t(`form.fewer.${kind}`)}
                  incrementLabel={t(`form.more.${kind}`)}
                  onChange={(next) => onChange({ ...value, [kind]: next })}
                />
              </div>
            ))}
            <p className="text-muted-foreground text-xs">
              {t('form.passengerRules', { count: maxPassengers })}
            </p>
            <fieldset className="m-0 flex flex-col gap-2 border-t p-0 pt-3">
              <legend className="float-left mb-2 w-full font-medium text-sm">{t('form.cabin')}</legend>
              <div className="flex gap-4">
                {cabins.map((cabin) => (
                  <label key={cabin} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={cabinName}
                      checked={value.cabin === cabin}
                      onChange={() => onChange({ ...value, cabin })}
                      className="size-4 accent-primary"
                    />
                    {t(`cabin.${cabin}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <Button size="sm" className="self-end" onClick={() => setOpen(false)}>
              {t('form.done')}
            </Button>
          </PopoverContent>
        </Popover>
      )}
    </FormField>
  );
}
