/**
 * Wall-clock times at airports. Instants are stored in UTC; a schedule says
 * "08:05 at Ivato" and a ticket shows "08:05+03:00", so both directions are
 * needed, for any IANA zone (Paris keeps daylight saving, Madagascar does not).
 */

const minuteMs = 60_000;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Building a DateTimeFormat costs far more than formatting with it, and a search formats every segment twice.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function wallClockAt(instant: Date, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const wallClockAsUtc = (clock: WallClock) =>
  Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);

const offsetMinutesOf = (clock: WallClock, instant: Date) =>
  Math.round((wallClockAsUtc(clock) - Math.floor(instant.getTime() / 1000) * 1000) / minuteMs);

/** Minutes the zone is ahead of UTC at that instant (180 for Madagascar). */
export function utcOffsetMinutes(instant: Date, zone: string): number {
  return offsetMinutesOf(wallClockAt(instant, zone), instant);
}

/**
 * The instant at which clocks in `zone` show `date` (YYYY-MM-DD) and `time`
 * (HH:MM). A time skipped by a daylight-saving change lands just after the gap;
 * a time that happens twice is taken at its second occurrence.
 */
export function zonedTimeToInstant(date: string, time: string, zone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) throw new RangeError(`Not a local date and time: ${date} ${time}`);
  const firstGuess = wall - utcOffsetMinutes(new Date(wall), zone) * minuteMs;
  const offset = utcOffsetMinutes(new Date(firstGuess), zone);
  return new Date(wall - offset * minuteMs);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${twoDigits(Math.floor(absolute / 60))}:${twoDigits(absolute % 60)}`;
}

// Departures repeat from search to search: their local times are worth keeping, up to a bound.
const localIsoCache = new Map<string, string>();
const localIsoCacheLimit = 50_000;

/** The instant as clocks in `zone` show it, with the offset: 2026-12-01T08:05:00+03:00. */
export function localIsoString(instant: Date, zone: string): string {
  const key = `${zone} ${instant.getTime()}`;
  const cached = localIsoCache.get(key);
  if (cached !== undefined) return cached;
  const clock = wallClockAt(instant, zone);
  const text =
    `${String(clock.year).padStart(4, '0')}-${twoDigits(clock.month)}-${twoDigits(clock.day)}` +
    `T${twoDigits(clock.hour)}:${twoDigits(clock.minute)}:${twoDigits(clock.second)}${offsetText(offsetMinutesOf(clock, instant))}`;
  if (localIsoCache.size >= localIsoCacheLimit) localIsoCache.clear();
  localIsoCache.set(key, text);
  return text;
}

/** The calendar date (YYYY-MM-DD) in `zone` at that instant. */
export function localDateIn(instant: Date, zone: string): string {
  return localIsoString(instant, zone).slice(0, 10);
}
