import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

// Radix Select gives the empty string a meaning of its own (no value): "all" stands for no filter.
const ALL = '__all__';

export type FilterOption<Value extends string> = { value: Value; label: string };

type FilterSelectProps<Value extends string> = {
  label: string;
  value: Value | undefined;
  options: ReadonlyArray<FilterOption<Value>>;
  /** Undefined when "All" is chosen. */
  onChange: (value: Value | undefined) => void;
};

/** A labelled list filter whose first choice, "All", removes it. */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: FilterSelectProps<Value>) {
  const { t } = useTranslation('adminTable');
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 sm:w-48">
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value ?? ALL}
        onValueChange={(next) => onChange(options.find((option) => option.value === next)?.value)}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('filter.all')}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
