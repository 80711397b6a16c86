import type { Airport } from '@madabook/contracts';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { controlClass } from '@/components/ui/styles';
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
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // Right after a choice the whole list is offered again, not only the chosen airport.
  const [filtering, setFiltering] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const hintId = useId();

  const chosen = airports?.find((airport) => airport.code === value.code);
  // A code from the address reads as its label once the airports are known.
  const text = chosen && value.text === value.code ? airportLabel(chosen) : value.text;
  const matches = suggestAirports(airports ?? [], filtering ? text : '');
  const expanded = open && matches.length > 0;

  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const choose = (airport: Airport) => {
    onChange({ code: airport.code, text: airportLabel(airport) });
    setFiltering(false);
    setOpen(false);
    setActiveIndex(-1);
  };

  const move = (step: number) => {
    setOpen(true);
    if (matches.length === 0) return;
    setActiveIndex((current) => (current + step + matches.length) % matches.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (event.altKey) setOpen(true);
      else move(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      const airport = matches[activeIndex];
      if (airport) choose(airport);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else if (text) {
        event.preventDefault();
        onChange({ text: '' });
      }
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <FormField label={label} error={error} className={className}>
      {(control) => {
        const listId = `${control.id}-list`;
        const optionId = (index: number) => `${listId}-${index}`;
        return (
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground [&_svg]:size-4">
              {icon}
            </span>
            <input
              {...control}
              aria-describedby={[control['aria-describedby'], hintId].filter(Boolean).join(' ')}
              name={name}
              type="text"
              role="combobox"
              autoComplete="off"
              spellCheck={false}
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
              value={text}
              placeholder={placeholder}
              onChange={(event) => {
                const typed = event.target.value;
                onChange({ code: resolveAirport(airports, typed), text: typed });
                setFiltering(true);
                setOpen(true);
                setActiveIndex(-1);
              }}
              onFocus={() => setOpen(true)}
              onClick={() => setOpen(true)}
              onBlur={() => {
                setOpen(false);
                setFiltering(false);
                if (chosen && text !== airportLabel(chosen))
                  onChange({ code: chosen.code, text: airportLabel(chosen) });
              }}
              onKeyDown={onKeyDown}
              className={cn(controlClass, 'h-10 py-2 pl-9')}
            />
            <span id={hintId} className="sr-only">
              {t('form.airportHint')}
            </span>
            <div
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label={t('form.airportSuggestions', { field: label })}
              hidden={!expanded}
              className="absolute inset-x-0 top-full z-50 mt-1 max-h-72 min-w-64 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
            >
              {matches.map((airport, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrows and Enter choose an option.
                <div
                  key={airport.code}
                  id={optionId(index)}
                  data-index={index}
                  role="option"
                  aria-selected={index === activeIndex}
                  // The input keeps the focus (aria-activedescendant points here) and handles the keys.
                  tabIndex={-1}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(airport)}
                  onMouseMove={() => setActiveIndex(index)}
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
        );
      }}
    </FormField>
  );
}
