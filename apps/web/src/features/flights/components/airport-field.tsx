import type { Airport } from '@madabook/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { controlClass } from '@/components/ui/styles';
import { useCombobox } from '@/components/ui/use-combobox';
import { cn } from '@/lib/cn';
import { airportLabel, resolveAirport, suggestAirports } from '../airport-suggestions';

/** What the field holds: the text as typed or shown, and the airport it names once known. */
export type AirportInput = { code?: string; text: string };

export const airportInputOf = (code: string | undefined): AirportInput => ({ code, text: code ?? '' });

type AirportFieldProps = {
  label: string;
  value: AirportInput;
  onChange: (value: AirportInput) => void;
  /** Undefined while they load or when they failed: a three-letter code typed is then taken as is. */
  airports: readonly Airport[] | undefined;
  placeholder: string;
  icon: ReactNode;
  error?: string;
  name: string;
  className?: string;
};

/**
 * An airport by code, city or name (the ARIA 1.2 combobox with a list): the arrows move through the
 * suggestions, Enter takes one, Escape closes the list, then clears the field. A code or a label
 * typed in full names its airport without a choice from the list.
 */
export function AirportField({
  label,
  value,
  onChange,
  airports,
  placeholder,
  icon,
  error,
  name,
  className,
}: AirportFieldProps) {
  const { t } = useTranslation('flights');
  const inputId = useId();
  const hintId = useId();
  const chosen = airports?.find((airport) => airport.code === value.code);
  // A code from the address reads as its label once the airports are known.
  const text = chosen && value.text === value.code ? airportLabel(chosen) : value.text;
  const combobox = useCombobox({
    inputId,
    listLabel: t('form.airportSuggestions', { field: label }),
    suggest: (filtering) => suggestAirports(airports ?? [], filtering ? text : ''),
    onChoose: (airport) => onChange({ code: airport.code, text: airportLabel(airport) }),
    onClear: text ? () => onChange({ text: '' }) : undefined,
  });

  return (
    <FormField id={inputId} label={label} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground [&_svg]:size-4">
            {icon}
          </span>
          <input
            {...control}
            {...combobox.inputProps}
            aria-describedby={[control['aria-describedby'], hintId].filter(Boolean).join(' ')}
            name={name}
            spellCheck={false}
            value={text}
            placeholder={placeholder}
            onChange={(event) => {
              const typed = event.target.value;
              onChange({ code: resolveAirport(airports, typed), text: typed });
              combobox.typed();
            }}
            onBlur={() => {
              combobox.close();
              combobox.stopFiltering();
              if (chosen && text !== airportLabel(chosen))
                onChange({ code: chosen.code, text: airportLabel(chosen) });
            }}
            className={cn(controlClass, 'h-10 py-2 pl-9')}
          />
          <span id={hintId} className="sr-only">
            {t('form.airportHint')}
          </span>
          <div
            {...combobox.listProps}
            className="absolute inset-x-0 top-full z-50 mt-1 max-h-72 min-w-64 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
          >
            {combobox.matches.map((airport, index) => (
              <div
                key={airport.code}
                {...combobox.optionProps(airport, index)}
                className="flex cursor-pointer items-center gap-3 rounded-sm px-2 py-2 text-sm aria-selected:bg-highlight aria-selected:text-highlight-foreground"
              >
                <span className="w-10 shrink-0 rounded bg-secondary px-1 py-0.5 text-center font-mono font-semibold text-secondary-foreground text-xs">
                  {airport.code}
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium">{airport.city}</span>
                  <span className="truncate text-muted-foreground text-xs">{airport.name}</span>
                </span>
              </div>
            ))}
          </div>
        </div>
      )}
    </FormField>
  );
}
