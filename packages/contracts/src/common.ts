import { z } from 'zod';
import { text } from './text';

export const idSchema = text().min(1).max(64);

export const timeOfDaySchema = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  message: 'Expected a time like 14:00',
});

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: text().trim().max(100).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});

/** A page of a list, with what a table needs to draw its pager. */
export const paginated = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

export type Paginated<Item> = { items: Item[]; total: number; page: number; pageSize: number };

export const booleanQuerySchema = z.enum(['true', 'false']).transform((value) => value === 'true');
