import type { AirlinePermission, HotelPermission, PropertyKind } from '@madabook/contracts';
import { authorizeAirline, authorizeHotel, type Scope } from '../../lib/scope';

/** A hotel by its id or an airline by its code: what members and invitations belong to. */
export interface Property {
  kind: PropertyKind;
  id: string;
}

export const hotelProperty = (id: string): Property => ({ kind: 'HOTEL', id });
export const airlineProperty = (code: string): Property => ({ kind: 'AIRLINE', id: code });

/** The property a membership or an invitation row names. */
export const propertyOfRow = (row: { hotelId: string | null; airlineCode: string | null }): Property =>
  row.hotelId ? hotelProperty(row.hotelId) : airlineProperty(row.airlineCode ?? '');

/** The same permission checked on a hotel or an airline. */
export function authorizeProperty(
  scope: Scope,
  property: Property,
  permission: HotelPermission & AirlinePermission,
): void {
  if (property.kind === 'HOTEL') authorizeHotel(scope, property.id, permission);
  else authorizeAirline(scope, property.id, permission);
}

/** Where the audit log files a change of this property. */
export const auditPropertyOf = (property: Property) =>
  property.kind === 'HOTEL' ? { hotelId: property.id } : { airlineCode: property.id };
