import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldIssue } from '@/components/stay/stay-issues';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useFocusOnChange } from '@/lib/use-focus-on-change';
import { usePageTitle } from '@/lib/use-page-title';
import { type FlightSearchParams, flightDraftOf } from '../flight-search-params';
import { FlightSearchForm } from './flight-search-form';

type InvalidFlightSearchProps = { params: FlightSearchParams; issues: readonly FieldIssue[] };

/** An address the search cannot run with: what is wrong, and the form to put it right. */
export function InvalidFlightSearch({ params, issues }: InvalidFlightSearchProps) {
  const { t } = useTranslation('flights');
  usePageTitle(t('invalid.pageTitle'));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, 'invalid');
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <h1 ref={headingRef} tabIndex={-1} className="font-display font-semibold text-3xl outline-none">
        {t('invalid.title')}
      </h1>
      <ErrorAlert title={t('invalid.description')}>
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {issues.map((issue) => (
            <li key={`${issue.field}-${issue.message}`}>{issue.message}</li>
          ))}
        </ul>
      </ErrorAlert>
      <div className="rounded-xl border bg-card p-4 shadow-sm">
        <FlightSearchForm initial={flightDraftOf(params)} />
      </div>
      <Button asChild variant="link" className="self-start">
        <Link to="/flights" search={{}}>
          {t('invalid.startOver')}
        </Link>
      </Button>
    </div>
  );
}
