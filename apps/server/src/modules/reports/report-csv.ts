import { bookingSources, type Report, type ReportFigures } from '@madabook/contracts';
import { toCsv } from '../../lib/csv';

const columns: Array<[header: string, key: keyof ReportFigures]> = [
  ['available', 'available'],
  ['sold', 'sold'],
  ['occupancy', 'occupancy'],
  ['adr', 'adr'],
  ['revpar', 'revpar'],
  ['revenue', 'revenue'],
  ['cancellations', 'cancellations'],
  ['cancelled_room_nights', 'cancelledRoomNights'],
  ['no_shows', 'noShows'],
  ['no_show_room_nights', 'noShowRoomNights'],
];

/**
 * One line per night and source with the JSON's figures, numbers as they are (no thousands
 * separators, occupancy as a ratio), an empty cell where the JSON has null.
 */
export function reportCsv(report: Report): string {
  return toCsv(
    ['night', 'source', ...columns.map(([header]) => header)],
    report.nights.flatMap((night) =>
      bookingSources.map((source) => [
        night.night,
        source,
        ...columns.map(([, key]) => String(night.bySource[source][key] ?? '')),
      ]),
    ),
  );
}
