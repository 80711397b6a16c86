import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './styles';
import { useCombobox } from './use-combobox';

type ComboboxOption = { value: string; label: string; hint?: string };

type ComboboxProps = {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly ComboboxOption[];
  /** Accessible name of the list of suggestions. */
  listLabel: string;
  placeholder?: string;
  /** Drawn at the start of the input, decorative. */
  icon?: ReactNode;
  name?: string;
  id?: string;
  className?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
};

/** Case and accents do not matter: "ile sainte" finds "Île Sainte-Marie". */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * A text input with suggestions (the ARIA 1.2 combobox with a list): free text is allowed, the arrows
 * move through the suggestions, Enter takes one, Escape closes the list, then clears the input.
 */
function Combobox({
  value,
  onValueChange,
  options,
  listLabel,
  placeholder,
  icon,
  name,
  id,
  className,
  ...aria
}: ComboboxProps) {
  const generatedId = useId();
  const combobox = useCombobox({
    inputId: id ?? generatedId,
    listLabel,
    suggest: (filtering) => {
      const query = filtering ? normalize(value) : '';
      return options.filter((option) => normalize(option.label).includes(query));
    },
    onChoose: (option) => onValueChange(option.value),
    onClear: value ? () => onValueChange('') : undefined,
  });

  return (
    <div className={cn('relative', className)}>
      {icon && (
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground [&_svg]:size-4">
          {icon}
        </span>
      )}
      <input
        {...combobox.inputProps}
        name={name}
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          onValueChange(event.target.value);
          combobox.typed();
        }}
        onBlur={combobox.close}
        className={cn(controlClass, 'h-10 py-2', icon && 'pl-9')}
        {...aria}
      />
      <div
        {...combobox.listProps}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-64 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {combobox.matches.map((option, index) => (
          <div
            key={option.value}
            {...combobox.optionProps(option, index)}
            className="flex cursor-pointer items-baseline justify-between gap-3 rounded-sm px-2 py-2 text-sm aria-selected:bg-highlight aria-selected:text-highlight-foreground"
          >
            <span className="font-medium">{option.label}</span>
            {option.hint && <span className="text-muted-foreground text-xs">{option.hint}</span>}
          </div>
        ))}
      </div>
    </div>
  );
}

export { Combobox, type ComboboxOption, type ComboboxProps };
