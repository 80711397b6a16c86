import { Link } from '@tanstack/react-router';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { HotelSearchParams } from '../search-url';

type ResultsPaginationProps = { params: HotelSearchParams; page: number; pageCount: number };

/** Pages around the current one, with the first and the last always in reach. */
function visiblePages(page: number, pageCount: number): number[] {
  const around = new Set([1, page - 1, page, page + 1, pageCount]);
  return [...around].filter((candidate) => candidate >= 1 && candidate <= pageCount).sort((a, b) => a - b);
}

export function ResultsPagination({ params, page, pageCount }: ResultsPaginationProps) {
  const { t } = useTranslation('search');
  if (pageCount <= 1) return null;
  const pageLink = (target: number) => ({ to: '/hotels' as const, search: { ...params, page: target } });
  const stepClass = cn(buttonVariants({ variant: 'outline', size: 'sm' }));
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link {...pageLink(page - 1)} className={stepClass} rel="prev">
          <ChevronLeftIcon aria-hidden />
          {t('pagination.previous')}
        </Link>
      )}
      <ul className="flex items-center gap-1">
        {visiblePages(page, pageCount).map((target) => (
          <li key={target}>
            <Link
              {...pageLink(target)}
              aria-label={t('pagination.page', { page: target })}
              aria-current={target === page ? 'page' : undefined}
              className={cn(
                buttonVariants({ variant: target === page ? 'default' : 'ghost', size: 'sm' }),
                'min-w-9 px-2',
              )}
            >
              {target}
            </Link>
          </li>
        ))}
      </ul>
      {page < pageCount && (
        <Link {...pageLink(page + 1)} className={stepClass} rel="next">
          {t('pagination.next')}
          <ChevronRightIcon aria-hidden />
        </Link>
      )}
    </nav>
  );
}
