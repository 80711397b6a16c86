import { useLanguage } from '@/lib/i18n';
import { checkFlightSearchParams } from '../flight-search-params';
import type { FlightSearchParams } from '../flight-search-url';
import { FlightResults } from './flight-results';
import { FlightsStart } from './flights-start';
import { InvalidFlightSearch } from './invalid-flight-search';

/** /flights: the form until there is something to search, explanations for a bad address, else the flights. */
export function FlightsPage({ params }: { params: FlightSearchParams }) {
  // The explanations are worded as the address is checked: a new language checks it again.
  useLanguage();
  const checked = checkFlightSearchParams(params);
  if (checked.kind === 'start') return <FlightsStart params={params} />;
  if (checked.kind === 'invalid') return <InvalidFlightSearch params={params} issues={checked.issues} />;
  return <FlightResults params={params} search={checked.search} view={checked.view} />;
}
