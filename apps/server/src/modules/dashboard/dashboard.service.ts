import { addDays, type Dashboard, todayInMadagascar } from '@madabook/contracts';
import type { Database } from '@madabook/db';
import type { AuditService } from '../audit/audit.service';
import {
  betaAccessFigures,
  bookingFigures,
  hotelFigures,
  mailFigures,
  occupancyFigures,
  revenueFigures,
  roomFigures,
  userFigures,
} from './dashboard.repo';

const weekMs = 7 * 86_400_000;
const monthMs = 30 * 86_400_000;

/**
 * The manager's first page. Each figure is one aggregate query over the
 * tables it counts, read here rather than through the owning modules: the
 * dashboard only reads, and one round trip per figure keeps it cheap.
 */
export function createDashboardService(deps: { db: Database; audit: AuditService; now?: () => Date }) {
  const { db, audit } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async get(): Promise<Dashboard> {
      const at = now();
      const weekAgo = new Date(at.getTime() - weekMs);
      const today = todayInMadagascar(at);
      const [hotels, rooms, users, betaAccess, mails, bookings, revenue, occupancy, recent] =
        await Promise.all([
          hotelFigures(db),
          roomFigures(db),
          userFigures(db, weekAgo),
          betaAccessFigures(db, weekAgo),
          mailFigures(db),
          bookingFigures(db, today, weekAgo),
          revenueFigures(db, new Date(at.getTime() - monthMs)),
          occupancyFigures(db, today, addDays(today, 30)),
          audit.list({ page: 1, pageSize: 10, order: 'desc' }),
        ]);
      return {
        generatedAt: at.toISOString(),
        figures: {
          hotels,
          rooms,
          users,
          betaAccess,
          mails,
          bookings,
          revenue,
          occupancyNext30Days: occupancy,
        },
        recentActivity: recent.items,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
