import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InvalidSearch } from '@/components/search-page/invalid-search';
import type { FieldIssue } from '@/components/stay/stay-issues';
import { flightDraftOf } from '../flight-search-params';
import type { FlightSearchParams } from '../flight-search-url';
import { FlightSearchForm } from './flight-search-form';

type InvalidFlightSearchProps = { params: FlightSearchParams; issues: readonly FieldIssue[] };

export function InvalidFlightSearch({ params, issues }: InvalidFlightSearchProps) {
  const { t } = useTranslation('flights');
  return (
    <InvalidSearch
      pageTitle={t('invalid.pageTitle')}
      title={t('invalid.title')}
      issues={issues}
      form={<FlightSearchForm initial={flightDraftOf(params)} />}
      startOver={(label) => (
        <Link to="/flights" search={{}}>
          {label}
        </Link>
      )}
      className="max-w-5xl"
    />
  );
}
