import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldIssue } from '@/components/stay/stay-issues';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { cn } from '@/lib/cn';
import { useFocusOnChange } from '@/lib/use-focus-on-change';
import { usePageTitle } from '@/lib/use-page-title';

type InvalidSearchProps = {
  pageTitle: string;
  title: string;
  issues: readonly FieldIssue[];
  /** The search form, filled with what the address holds. */
  form: ReactNode;
  /** The link to an empty search, around its text. */
  startOver: (label: string) => ReactNode;
  className?: string;
};

/** An address the search cannot run with: what is wrong, and the form to put it right. */
export function InvalidSearch({ pageTitle, title, issues, form, startOver, className }: InvalidSearchProps) {
  const { t } = useTranslation('searchPage');
  usePageTitle(pageTitle);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, 'invalid');
  return (
    <div className={cn('mx-auto flex w-full flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12', className)}>
      <h1 ref={headingRef} tabIndex={-1} className="font-display font-semibold text-3xl outline-none">
        {title}
      </h1>
      <ErrorAlert title={t('invalid.description')}>
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {issues.map((issue) => (
            <li key={`${issue.field}-${issue.message}`}>{issue.message}</li>
          ))}
        </ul>
      </ErrorAlert>
      <div className="rounded-xl border bg-card p-4 shadow-sm">{form}</div>
      <Button asChild variant="link" className="self-start">
        {startOver(t('invalid.startOver'))}
      </Button>
    </div>
  );
}
