import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useLanguage } from '@/lib/i18n';

export const pageSizes = [10, 20, 50, 100] as const;

/** The rows a page shows, counted from 1: "21–40" of the total. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  return { from: Math.min((page - 1) * pageSize + 1, total), to: Math.min(page * pageSize, total) };
}

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
};

/** "1–20 of 134", previous and next, and the page size when the list lets it change. */
export function Pagination({ page, pageSize, total, onPageChange, onPageSizeChange }: PaginationProps) {
  const { t } = useTranslation('adminTable');
  const language = useLanguage();
  const sizeLabelId = useId();
  const number = new Intl.NumberFormat(language);
  const { from, to } = pageRange(page, pageSize, total);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label={t('pager.label')}
      className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 text-muted-foreground text-sm"
    >
      {onPageSizeChange && (
        <div className="flex items-center gap-2">
          <span id={sizeLabelId} className="max-sm:sr-only">
            {t('pager.pageSize')}
          </span>
          <Select value={String(pageSize)} onValueChange={(value) => onPageSizeChange(Number(value))}>
            <SelectTrigger aria-labelledby={sizeLabelId} className="h-9 w-20">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {pageSizes.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      )}
      <p aria-live="polite" className="tabular-nums">
        {t('pager.range', { from: number.format(from), to: number.format(to), total: number.format(total) })}
      </p>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          aria-label={t('pager.previous')}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeftIcon aria-hidden />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          aria-label={t('pager.next')}
          disabled={page >= lastPage}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRightIcon aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
