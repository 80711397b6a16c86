import { z } from 'zod';

/**
 * A value of the address bar as it came: the router gives numbers for `2` and strings for the rest.
 * Pages keep it unchecked here and check it with the contracts, so a bad value is explained, not dropped.
 */
export const looseParam = z.union([z.string(), z.number()]).optional().catch(undefined);

/** `[4,5]` from the router, or `4,5` / `4` typed by hand. */
export const looseList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
  .optional()
  .catch(undefined);

/**
 * A `validateSearch` for an address its page checks as a whole (a back-office list, with its own
 * schema): the route keeps it as it came, and the schema's code travels with the page.
 */
export const uncheckedSearch = (search: Record<string, unknown>): Record<string, unknown> => search;
