import { createContext, type ReactNode, useContext } from 'react';

/**
 * Where a back-office page runs: the platform's back office (`/admin`), or a partner's area
 * (`/partner`) where the same components act on the partner's own properties. The API mirrors it:
 * each operation of the back office has its twin under `/api/partner`, which the server scopes.
 */
export type BackOfficeArea = 'admin' | 'partner';

const AreaContext = createContext<BackOfficeArea>('admin');

export function BackOfficeAreaProvider({ area, children }: { area: BackOfficeArea; children: ReactNode }) {
  return <AreaContext.Provider value={area}>{children}</AreaContext.Provider>;
}

/** The area of the page the component is drawn in: the admin's unless a partner layout says so. */
export const useBackOfficeArea = (): BackOfficeArea => useContext(AreaContext);

/**
 * The path of a back-office API operation in an area: the admin's path as it is, or its partner
 * twin (`/admin/hotels/{id}/occupancy` → `/partner/hotels/{id}/occupancy`, `/hotels/rooms` →
 * `/partner/hotels/rooms`).
 */
export function areaPath(area: BackOfficeArea, adminPath: string): string {
  return area === 'admin' ? adminPath : `/partner${adminPath.replace(/^\/admin(?=\/)/, '')}`;
}
