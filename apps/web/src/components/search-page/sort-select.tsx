import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

type SortSelectProps<Sort extends string> = {
  value: Sort;
  sorts: readonly Sort[];
  sortLabel: (sort: Sort) => string;
  onChange: (sort: Sort) => void;
};

/** "Sort by" and the orders a list of results offers; the label hides on phones, still read out. */
export function SortSelect<Sort extends string>({
  value,
  sorts,
  sortLabel,
  onChange,
}: SortSelectProps<Sort>) {
  const { t } = useTranslation('searchPage');
  const labelId = useId();
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="shrink-0 text-muted-foreground text-sm max-sm:sr-only">
        {t('sortBy')}
      </span>
      <Select
        value={value}
        onValueChange={(chosen) => {
          const sort = sorts.find((candidate) => candidate === chosen);
          if (sort) onChange(sort);
        }}
      >
        <SelectTrigger aria-labelledby={labelId} className="h-9 w-auto min-w-40">
          {/* Named here, not by the list: the list is not drawn until it opens, so a page the server
              renders would show an empty box until the app takes it over. */}
          <SelectValue>{sortLabel(value)}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {sorts.map((sort) => (
            <SelectItem key={sort} value={sort}>
              {sortLabel(sort)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
