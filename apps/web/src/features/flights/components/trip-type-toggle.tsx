import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type TripType, tripTypes } from '../flight-search-params';

type TripTypeToggleProps = { value: TripType; onChange: (value: TripType) => void };

/** Return or one way: two radio buttons drawn as a segmented control. */
export function TripTypeToggle({ value, onChange }: TripTypeToggleProps) {
  const { t } = useTranslation('flights');
  const name = useId();
  return (
    <fieldset className="m-0 flex w-fit min-w-0 rounded-lg bg-secondary p-1">
      <legend className="sr-only">{t('form.tripType')}</legend>
      {tripTypes.map((tripType) => (
        <label
          key={tripType}
          className="relative inline-flex h-8 cursor-pointer items-center rounded-md px-3 font-medium text-secondary-foreground text-sm transition-colors hover:text-foreground has-checked:bg-card has-checked:text-foreground has-checked:shadow-xs has-focus-visible:ring-2 has-focus-visible:ring-ring"
        >
          <input
            type="radio"
            name={name}
            value={tripType}
            checked={value === tripType}
            onChange={() => onChange(tripType)}
            // Over the whole label, transparent: the label draws the choice, the radio takes the clicks.
            className="absolute inset-0 cursor-pointer appearance-none rounded-md outline-none"
          />
          {t(`form.${tripType}`)}
        </label>
      ))}
    </fieldset>
  );
}
