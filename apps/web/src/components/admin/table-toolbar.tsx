import { SlidersHorizontalIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type TableToolbarProps = {
  /**
   * The list's main search box, always in view. When it is given, the filters (`children`) fold
   * behind a "Filters" button on phones, where they would otherwise fill the screen.
   */
  search?: ReactNode;
  /** The filters. */
  children?: ReactNode;
  /** What to do with the list (export…), on the right. */
  actions?: ReactNode;
};

const rowClass = 'flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end';

/** Above a table: search and filters on the left, actions on the right. */
export function TableToolbar({ search, children, actions }: TableToolbarProps) {
  const { t } = useTranslation('adminTable');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const foldable = Boolean(search && children);
  return (
    <div className={rowClass}>
      {search && (
        <div className="flex items-end gap-2 sm:contents">
          {search}
          {foldable && (
            <Button
              variant="outline"
              size="icon"
              className="shrink-0 sm:hidden"
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              aria-label={t('filter.toggle')}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <SlidersHorizontalIcon aria-hidden />
            </Button>
          )}
        </div>
      )}
      {children && (
        <div
          id={filtersId}
          className={cn(rowClass, 'sm:contents', foldable && !filtersOpen && 'max-sm:hidden')}
        >
          {children}
        </div>
      )}
      {actions && <div className="flex flex-wrap gap-2 sm:ml-auto">{actions}</div>}
    </div>
  );
}
