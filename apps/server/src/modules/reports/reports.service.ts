import type { Report, ReportQuery } from '@madabook/contracts';
import type { Database } from '@madabook/db';
import { authorizeHotel, hotelIdsIn } from '../../lib/scope';
import type { Actor } from '../audit/audit.service';
import type { HotelService } from '../hotels/hotels.service';
import { reportCsv } from './report-csv';
import { reportOf } from './report-figures';
import { reportCounts } from './reports.repo';

type Range = Pick<ReportQuery, 'from' | 'to'>;

/**
 * Room nights, revenue, cancellations and no-shows by night and booking source, for one hotel or
 * every hotel the caller reports on: the same query for the back office and the hotel's team.
 */
export function createReportService(deps: { db: Database; hotels: Pick<HotelService, 'assertVisible'> }) {
  const { db } = deps;
  return {
    async hotelReport(actor: Actor, hotelId: string, range: Range): Promise<Report> {
      authorizeHotel(actor.scope, hotelId, 'reports');
      await deps.hotels.assertVisible('admin', hotelId);
      return reportOf(hotelId, range, await reportCounts(db, [hotelId], range.from, range.to));
    },

    /** Every hotel of the caller's scope together: all of them for the platform. */
    async allHotelsReport(actor: Actor, range: Range): Promise<Report> {
      const hotelIds = hotelIdsIn(actor.scope, 'reports');
      return reportOf(null, range, await reportCounts(db, hotelIds, range.from, range.to));
    },

    csvFile(report: Report) {
      return {
        filename: `report-${report.hotelId ?? 'all-hotels'}-${report.from}-${report.to}.csv`,
        content: reportCsv(report),
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
