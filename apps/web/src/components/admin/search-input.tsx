import { SearchIcon } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

export const SEARCH_DEBOUNCE_MS = 300;

type SearchInputProps = {
  /** The search in force (from the URL); empty when there is none. */
  value: string | undefined;
  /** Called once typing pauses, with the trimmed text, undefined when cleared. */
  onSearch: (value: string | undefined) => void;
  /** The field's name, e.g. "Search by email or name"; its placeholder too unless one is given. */
  label: string;
  /** With a placeholder the label shows above the field, as for the filters beside it. */
  placeholder?: string;
  className?: string;
};

/** A search box that asks the server only once typing pauses for 300 ms. */
export function SearchInput({ value = '', onSearch, label, placeholder, className }: SearchInputProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // Back and forward in history change the search under the box: show it.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const search = useEffectEvent((next: string) => onSearch(next || undefined));

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = setTimeout(() => search(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className={cn('flex w-full flex-col gap-1.5 sm:max-w-xs', className)}>
      <Label htmlFor={id} className={placeholder ? undefined : 'sr-only'}>
        {label}
      </Label>
      <div className="relative">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          placeholder={placeholder ?? label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="pl-9"
        />
      </div>
    </div>
  );
}
