import type {
  BetaAccess,
  betaAccessInputSchema,
  betaAccessListQuerySchema,
  Paginated,
} from '@madabook/contracts';
import type { Database } from '@madabook/db';
import type { z } from 'zod';
import { type CsvFile, toCsv } from '../../lib/csv';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { madagascarDate } from '../../lib/madagascar-time';
import { pageOf, pageWindow } from '../../lib/pagination';
import { allBetaAccess, type BetaAccessRow, insertBetaAccess, listBetaAccess } from './beta-access.repo';

const toBetaAccess = (row: BetaAccessRow): BetaAccess => ({
  id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

export function createBetaAccessService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** One sign-up per address, whatever its case. */
    async signUp(input: z.output<typeof betaAccessInputSchema>): Promise<BetaAccess> {
      try {
        return toBetaAccess(
          await insertBetaAccess(db, { id: newId(), email: input.email.trim().toLowerCase() }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('BETA_ACCESS_ALREADY_EXISTS');
        throw error;
      }
    },

    async list(query: z.output<typeof betaAccessListQuerySchema>): Promise<Paginated<BetaAccess>> {
      const { rows, total } = await listBetaAccess(db, query, {
        ...pageWindow(query),
        sort: query.sort,
        order: query.order,
      });
      return pageOf(rows.map(toBetaAccess), total, query);
    },

    async exportCsv(): Promise<CsvFile> {
      const rows = await allBetaAccess(db);
      return {
        filename: `beta-access-${madagascarDate(now())}.csv`,
        content: toCsv(
          ['email', 'created_at'],
          rows.map((row) => [row.email, row.createdAt.toISOString()]),
        ),
      };
    },
  };
}

export type BetaAccessService = ReturnType<typeof createBetaAccessService>;
