import { type Cabin, cabins, maxPassengers } from '@madabook/contracts';
import { UsersRoundIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PopoverField } from '@/components/ui/popover-field';
import { StepperRow } from '@/components/ui/stepper';
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
  const cabinName = useId();
  const limits = passengerLimits(value);
  return (
    <PopoverField
      label={t('form.passengers')}
      summary={`${format.travellers(value)} · ${t(`cabin.${value.cabin}`)}`}
      icon={UsersRoundIcon}
      doneLabel={t('form.done')}
      error={error}
      className={className}
      contentClassName="w-80 max-sm:px-3"
    >
      {passengerKinds.map((kind) => (
        <StepperRow
          key={kind}
          label={t(`form.${kind}`)}
          hint={t(`form.${kind}Age`)}
          value={value[kind]}
          min={limits[kind][0]}
          max={limits[kind][1]}
          decrementLabel={t(`form.fewer.${kind}`)}
          incrementLabel={t(`form.more.${kind}`)}
          onChange={(next) => onChange({ ...value, [kind]: next })}
        />
      ))}
      <p className="text-muted-foreground text-xs">{t('form.passengerRules', { count: maxPassengers })}</p>
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
    </PopoverField>
  );
}
