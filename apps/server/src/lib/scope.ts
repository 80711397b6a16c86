import {
  type AirlineMemberRole,
  type AirlinePermission,
  airlineRoleAllows,
  type HotelMemberRole,
  type HotelPermission,
  hotelRoleAllows,
} from '@madabook/contracts';
import { AppError } from './errors';

/**
 * What a caller may reach: the platform (an admin) reaches everything; a partner the hotels and
 * airlines it is a member of, each with its role. Services check it before acting, repositories
 * narrow their queries with it: `/api/admin/...` and `/api/partner/...` are the same code.
 */
export type Scope =
  | { kind: 'platform' }
  | {
      kind: 'partner';
      hotels: ReadonlyMap<string, HotelMemberRole>;
      airlines: ReadonlyMap<string, AirlineMemberRole>;
    };

export const platformScope: Scope = { kind: 'platform' };

export const partnerScope = (
  hotels: Iterable<readonly [string, HotelMemberRole]>,
  airlines: Iterable<readonly [string, AirlineMemberRole]>,
): Scope => ({ kind: 'partner', hotels: new Map(hotels), airlines: new Map(airlines) });

/**
 * Lets the call through when the scope holds the hotel with a role that has the permission. A
 * hotel outside the scope does not exist for the caller (NOT_FOUND, as any id it cannot see); one
 * inside with too small a role is FORBIDDEN.
 */
export function authorizeHotel(scope: Scope, hotelId: string, permission: HotelPermission): void {
  if (scope.kind === 'platform') return;
  const role = scope.hotels.get(hotelId);
  if (!role) throw new AppError('NOT_FOUND');
  if (!hotelRoleAllows(role, permission)) throw new AppError('FORBIDDEN');
}

/** Likewise for an airline, by its code. */
export function authorizeAirline(scope: Scope, airlineCode: string, permission: AirlinePermission): void {
  if (scope.kind === 'platform') return;
  const role = scope.airlines.get(airlineCode);
  if (!role) throw new AppError('NOT_FOUND');
  if (!airlineRoleAllows(role, permission)) throw new AppError('FORBIDDEN');
}

/** The hotels a list is narrowed to (with the permission): undefined when the scope is the whole platform. */
export function hotelIdsIn(scope: Scope, permission: HotelPermission): string[] | undefined {
  if (scope.kind === 'platform') return undefined;
  return [...scope.hotels].filter(([, role]) => hotelRoleAllows(role, permission)).map(([id]) => id);
}

/** The airlines a list is narrowed to (with the permission): undefined when the scope is the whole platform. */
export function airlineCodesIn(scope: Scope, permission: AirlinePermission): string[] | undefined {
  if (scope.kind === 'platform') return undefined;
  return [...scope.airlines].filter(([, role]) => airlineRoleAllows(role, permission)).map(([code]) => code);
}

/** What stays the platform's whoever else may reach the property (creating, archiving, deleting hotels). */
export function assertPlatform(scope: Scope): void {
  if (scope.kind !== 'platform') throw new AppError('FORBIDDEN');
}

/**
 * The airlines one call reaches: the airline its partner path names (NOT_FOUND or FORBIDDEN when
 * the scope does not allow it), else every airline of the scope with the permission; undefined
 * for the platform's own paths (no narrowing). Lists and reads narrow their query to these codes.
 */
export function airlineCodesReached(
  scope: Scope,
  airlineCode: string | undefined,
  permission: AirlinePermission,
): string[] | undefined {
  if (airlineCode === undefined) return airlineCodesIn(scope, permission);
  authorizeAirline(scope, airlineCode, permission);
  return [airlineCode];
}
