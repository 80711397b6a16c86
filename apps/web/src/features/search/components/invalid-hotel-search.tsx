import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InvalidSearch } from '@/components/search-page/invalid-search';
import type { FieldIssue } from '@/components/stay/stay-issues';
import { stayDraftOf } from '@/components/stay/stay-params';
import type { HotelSearchParams } from '../search-url';
import { SearchForm } from './search-form';

type InvalidHotelSearchProps = { params: HotelSearchParams; issues: readonly FieldIssue[] };

export function InvalidHotelSearch({ params, issues }: InvalidHotelSearchProps) {
  const { t } = useTranslation('search');
  return (
    <InvalidSearch
      pageTitle={t('invalid.pageTitle')}
      title={t('invalid.title')}
      issues={issues}
      form={<SearchForm initial={{ city: params.city, ...stayDraftOf(params) }} />}
      startOver={(label) => (
        <Link to="/hotels" search={{}}>
          {label}
        </Link>
      )}
      className="max-w-3xl"
    />
  );
}
