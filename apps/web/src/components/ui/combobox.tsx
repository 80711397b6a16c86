import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './styles';

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
  const inputId = id ?? generatedId;
  const listId = `${inputId}-list`;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // Right after a choice the whole list is offered again, not only the chosen entry.
  const [filtering, setFiltering] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);

  const query = filtering ? normalize(value) : '';
  const matches = options.filter((option) => normalize(option.label).includes(query));
  const expanded = open && matches.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const choose = (option: ComboboxOption) => {
    onValueChange(option.value);
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
      const option = matches[activeIndex];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else if (value) {
        event.preventDefault();
        onValueChange('');
      }
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className={cn('relative', className)}>
      {icon && (
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground [&_svg]:size-4">
          {icon}
        </span>
      )}
      <input
        id={inputId}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          onValueChange(event.target.value);
          setFiltering(true);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={cn(controlClass, 'h-10 py-2', icon && 'pl-9')}
        {...aria}
      />
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-64 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {matches.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrows and Enter choose an option.
          <div
            key={option.value}
            id={optionId(index)}
            data-index={index}
            role="option"
            aria-selected={index === activeIndex}
            // The input keeps the focus (aria-activedescendant points here) and handles the keys.
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseMove={() => setActiveIndex(index)}
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
