import { type AmenityIcon as AmenityIconName, amenityIcons } from '@madabook/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AmenityIcon } from '@/components/amenity-icon';
import { FieldErrorMessage } from '@/components/ui/form-field';

type AmenityIconPickerProps = {
  name: string;
  value: AmenityIconName | '';
  onChange: (icon: AmenityIconName) => void;
  onBlur: () => void;
  error?: string;
};

/**
 * The fixed icon set as a group of radio buttons: arrow keys move between icons, and each one
 * is read out by what it shows.
 */
export function AmenityIconPicker({ name, value, onChange, onBlur, error }: AmenityIconPickerProps) {
  const { t } = useTranslation('adminAmenities');
  const errorId = useId();
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-2 flex items-baseline gap-0.5 font-medium text-foreground text-sm">
        {t('form.icon')}
        <span aria-hidden className="text-destructive">
          *
        </span>
      </legend>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1.5">
        {amenityIcons.map((icon) => (
          <label key={icon} title={t(`icons.${icon}`)} className="relative">
            <input
              type="radio"
              name={name}
              value={icon}
              checked={value === icon}
              onChange={() => onChange(icon)}
              onBlur={onBlur}
              aria-label={t(`icons.${icon}`)}
              className="peer sr-only"
            />
            <span className="flex h-11 items-center justify-center rounded-md border border-input bg-card text-muted-foreground transition-colors hover:bg-highlight hover:text-highlight-foreground peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-ring peer-focus-visible:outline-offset-2">
              <AmenityIcon icon={icon} className="size-5" />
            </span>
          </label>
        ))}
      </div>
      {error && <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage>}
    </fieldset>
  );
}
