import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

/** The list with `item` added (`on`) or taken out: a filter with several choices ticked. */
export function toggled<T>(list: readonly T[] | undefined, item: T, on: boolean): T[] {
  const rest = (list ?? []).filter((value) => value !== item);
  return on ? [...rest, item] : rest;
}

export function ClearFiltersButton(props: Omit<ButtonProps, 'children'>) {
  const { t } = useTranslation('searchPage');
  return <Button {...props}>{t('filters.clear')}</Button>;
}

/** The filters' groups, under a link that clears them all while any is set. */
export function FilterPanel({
  active,
  onClear,
  children,
}: {
  active: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      {active && <ClearFiltersButton variant="link" className="self-start" onClick={onClear} />}
      {children}
    </div>
  );
}

export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 border-t pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-3 w-full font-semibold text-foreground text-sm">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** One choice of a filter, with how many results it keeps when the list knows it. */
export function CheckOption({
  checked,
  onChange,
  count,
  children,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  count?: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2.5">
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onChange(state === true)} />
      <Label htmlFor={id} className="flex flex-1 items-center justify-between gap-2 font-normal">
        <span className="flex items-center gap-2">{children}</span>
        {count !== undefined && <span className="text-muted-foreground text-xs tabular-nums">({count})</span>}
      </Label>
    </div>
  );
}
