import { type BookingSource, bookingSources, type Report, type ReportFigures } from '@madabook/contracts';
import type { ReportCounts } from './reports.repo';

/** What is counted; the ratios follow from it. */
export type Counts = Omit<ReportFigures, 'occupancy' | 'adr' | 'revpar'>;

const noCounts: Counts = {
  available: 0,
  sold: 0,
  revenue: 0,
  cancellations: 0,
  cancelledRoomNights: 0,
  noShows: 0,
  noShowRoomNights: 0,
};

const sumCounts = (a: Counts, b: Counts): Counts => ({
  available: a.available + b.available,
  sold: a.sold + b.sold,
  revenue: a.revenue + b.revenue,
  cancellations: a.cancellations + b.cancellations,
  cancelledRoomNights: a.cancelledRoomNights + b.cancelledRoomNights,
  noShows: a.noShows + b.noShows,
  noShowRoomNights: a.noShowRoomNights + b.noShowRoomNights,
});

/** Null rather than a made-up 0 when there is nothing to divide by. */
const ratio = (numerator: number, denominator: number, round: (value: number) => number) =>
  denominator === 0 ? null : round(numerator / denominator);

/** Occupancy as a ratio to 3 decimals (a percentage to one); ADR and RevPAR in whole Ariary. */
export function figuresOf(counts: Counts): ReportFigures {
  return {
    ...counts,
    occupancy: ratio(counts.sold, counts.available, (value) => Math.round(value * 1000) / 1000),
    adr: ratio(counts.revenue, counts.sold, Math.round),
    revpar: ratio(counts.revenue, counts.available, Math.round),
  };
}

type BySource<Value> = Record<BookingSource, Value>;
const bySourceOf = <Value>(figureOf: (source: BookingSource) => Value) =>
  Object.fromEntries(bookingSources.map((source) => [source, figureOf(source)])) as BySource<Value>;

/**
 * The report from the query's counts (one per night and source, nights in order): each night's
 * figures sum its sources' (rooms for sale are the night's, not summed); the totals sum the nights.
 */
export function reportOf(
  hotelId: string | null,
  range: { from: string; to: string },
  rows: readonly ReportCounts[],
): Report {
  const nights = new Map<string, BySource<Counts>>();
  for (const { night, source, ...counts } of rows) {
    const sources = nights.get(night) ?? bySourceOf(() => noCounts);
    sources[source] = counts;
    nights.set(night, sources);
  }
  const nightCounts = [...nights].map(([night, sources]) => {
    const all = Object.values(sources).reduce(sumCounts, noCounts);
    return { night, sources, all: { ...all, available: sources.ONLINE.available } };
  });
  const totalOf = (countsOf: (night: (typeof nightCounts)[number]) => Counts) =>
    figuresOf(nightCounts.map(countsOf).reduce(sumCounts, noCounts));
  return {
    hotelId,
    from: range.from,
    to: range.to,
    nights: nightCounts.map(({ night, sources, all }) => ({
      night,
      ...figuresOf(all),
      bySource: bySourceOf((source) => figuresOf(sources[source])),
    })),
    totals: {
      ...totalOf((night) => night.all),
      bySource: bySourceOf((source) => totalOf((night) => night.sources[source])),
    },
  };
}
