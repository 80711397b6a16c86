import type { AccessRule } from './access-table';
import { type ApiOperation, fillPath } from './api-operations';
import type { Caller, CallerName, SecurityWorld } from './security-world';

/** The callers of the matrix, in the order they call: the owner after the others, so B meets A's resources intact. */
export const callerOrder: CallerName[] = [
  'anonymous',
  'otherUser',
  'airlineManager',
  'frontDesk',
  'hotelManager',
  'hotelOwner',
  'user',
  'admin',
];

/** A fresh stand-in has the caller's account roles; a partner's memberships are not copied. */
const rolesOf = {
  otherUser: ['USER'],
  user: ['USER'],
  admin: ['ADMIN', 'USER'],
  hotelOwner: ['USER'],
  hotelManager: ['USER'],
  frontDesk: ['USER'],
  airlineManager: ['USER'],
} as const;

/**
 * Sends the rule's request for one operation as one caller: `as` stands in for it when given (an
 * account of the same role), else a new one when the rule uses its caller up.
 */
export async function sendAs(
  world: SecurityWorld,
  operation: ApiOperation,
  rule: AccessRule,
  callerName: CallerName,
  as?: Caller,
) {
  const caller =
    as ??
    (rule.freshCaller && callerName !== 'anonymous'
      ? await world.fresh.actor([...rolesOf[callerName]])
      : world.callers[callerName]);
  const parts = (await rule.request?.(world, callerName)) ?? {};
  const query = parts.query ? `?${new URLSearchParams(parts.query)}` : '';
  const headers: Record<string, string> = { ...caller.headers, ...parts.headers };
  if (parts.form) delete headers['content-type'];
  const body = parts.form ?? (parts.body === undefined ? undefined : JSON.stringify(parts.body));
  return world.testApp.app.request(`${fillPath(operation.path, parts.path ?? {})}${query}`, {
    method: operation.method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
}
