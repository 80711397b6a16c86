import { addDays } from '@madabook/contracts';

const dayMs = 86_400_000;

/** Arrivals by weekday, Sunday first: more on Fridays and Saturdays. */
const weekdayFactor = [0.95, 0.75, 0.75, 0.8, 1.0, 1.5, 1.35] as const;
/** Arrivals by month, January first: July–August and December are high season, February–March the cyclones. */
const monthFactor = [1.0, 0.6, 0.65, 0.9, 0.9, 0.95, 1.6, 1.7, 1.15, 1.2, 1.0, 1.4] as const;

/** Nights charged at the high-season price: July and August, 20 December to 5 January. */
export function isHighSeasonNight(isoDate: string): boolean {
  const month = Number(isoDate.slice(5, 7));
  const day = Number(isoDate.slice(8, 10));
  return month === 7 || month === 8 || (month === 12 && day >= 20) || (month === 1 && day <= 5);
}

/**
 * Every day the data set touches, by index: day 0 is the first day of the
 * history, `todayIndex` is today in Madagascar, and the horizon follows.
 */
export interface Timeline {
  today: string;
  todayIndex: number;
  days: number;
  /** Future arrivals go up to `todayIndex + horizon`. */
  horizon: number;
  iso: string[];
  /** The instant each day starts in Madagascar (UTC+3), in ms. */
  startMs: Float64Array;
  arrivalWeight: Float64Array;
  highSeason: Uint8Array;
}

export function buildTimeline(options: {
  today: string;
  historyDays: number;
  horizon: number;
  maxNights: number;
}) {
  const { today, historyDays, horizon, maxNights } = options;
  const first = addDays(today, -historyDays);
  const days = historyDays + horizon + maxNights + 1;
  const iso: string[] = [];
  const startMs = new Float64Array(days);
  const arrivalWeight = new Float64Array(days);
  const highSeason = new Uint8Array(days);
  for (let index = 0; index < days; index++) {
    const date = addDays(first, index);
    iso.push(date);
    startMs[index] = Date.parse(`${date}T00:00:00+03:00`);
    const calendar = new Date(`${date}T00:00:00Z`);
    arrivalWeight[index] =
      (weekdayFactor[calendar.getUTCDay()] as number) * (monthFactor[calendar.getUTCMonth()] as number);
    highSeason[index] = isHighSeasonNight(date) ? 1 : 0;
  }
  return {
    today,
    todayIndex: historyDays,
    days,
    horizon,
    iso,
    startMs,
    arrivalWeight,
    highSeason,
  } satisfies Timeline;
}

/** Running totals of arrival weights over [from, to), for drawing an arrival day. */
export function arrivalTable(
  timeline: Timeline,
  from: number,
  to: number,
  decay?: { origin: number; meanDays: number },
): Float64Array {
  const cumulative = new Float64Array(to - from);
  let total = 0;
  for (let day = from; day < to; day++) {
    let weight = timeline.arrivalWeight[day] as number;
    // Fewer stays are booked the further ahead they are.
    if (decay) weight *= Math.exp(-(day - decay.origin) / decay.meanDays) + 0.02;
    total += weight;
    cumulative[day - from] = total;
  }
  return cumulative;
}

export { dayMs };
