import { useQuery } from '@tanstack/react-query';
import type { PageAirline } from '@/features/admin-flights/flight-pages';
import { propertiesQueryOptions } from '@/features/partners/api/properties';
import { loadNamespaces } from '@/lib/i18n';

/** The airline of the address, named as the partner's properties name it (its layout checked it is one of them). */
export function usePageAirline(code: string): PageAirline {
  const properties = useQuery(propertiesQueryOptions).data;
  return { code, name: properties?.airlines.find((airline) => airline.code === code)?.name ?? code };
}

/** The texts of an airline's flight pages: the back office's flight components, and their partner words. */
export const loadFlightTexts = () => loadNamespaces('adminFlights', 'adminAirline');
