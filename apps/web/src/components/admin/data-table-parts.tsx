import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, EllipsisIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { apiErrorMessage } from '@/lib/toasts';

/** The list could not be read; the rows of an earlier page, if any, stay below it. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('adminTable');
  return (
    <ErrorAlert title={t('loadFailed')}>
      <span>{apiErrorMessage(error)}</span>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </ErrorAlert>
  );
}

export function SortButton({
  active,
  onClick,
  children,
}: {
  active: 'asc' | 'desc' | undefined;
  onClick: () => void;
  children: ReactNode;
}) {
  const Icon = active === 'asc' ? ArrowUpIcon : active === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <button
      type="button"
      onClick={onClick}
      className="-mx-1.5 inline-flex items-center gap-1.5 rounded-sm px-1.5 py-1 uppercase tracking-wide hover:bg-highlight hover:text-highlight-foreground"
    >
      {children}
      <Icon aria-hidden className={cn('size-3.5', !active && 'opacity-50')} />
    </button>
  );
}

export function RowActionsMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={label}>
          <EllipsisIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}

export function SkeletonRows({ columnCount, count }: { columnCount: number; count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
    <TableRow key={index} className="hover:bg-transparent">
      {Array.from({ length: columnCount }, (_, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <TableCell key={cell}>
          <Skeleton className="h-4 w-full max-w-40" />
        </TableCell>
      ))}
    </TableRow>
  ));
}
