import { PencilIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * On phones the search reads as one line with an "Edit" button that unfolds the form; from 1024 px
 * the form is always there.
 */
export function SearchSummaryBar({ summary, children }: { summary: string; children: ReactNode }) {
  const { t } = useTranslation('searchPage');
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3 rounded-xl border bg-card p-3 shadow-sm lg:hidden">
        <p className="min-w-0 text-sm">{summary}</p>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <PencilIcon aria-hidden />
          {t('edit')}
        </Button>
      </div>
      <div
        id={formId}
        className={cn('rounded-xl border bg-card p-3 shadow-sm sm:p-4', !open && 'max-lg:hidden')}
      >
        {children}
      </div>
    </div>
  );
}
