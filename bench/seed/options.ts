import { parseArgs } from 'node:util';
import { todayInMadagascar } from '@madabook/contracts';

export const seedUsage = `Usage: npm run bench:seed -- [--hotels 2000] [--bookings 1000000] [options]
  --hotels N          hotels, spread over 20 cities (5 room types each)          default 2000
  --bookings N        bookings in all                                            default 1000000
  --upcoming N        of which stays not over yet (the rest is history)        default bookings / 5
  --guests N          travellers owning them (accounts without password)         default bookings / 5
  --seed N            the random seed: same seed and options, same data          default 261
  --today YYYY-MM-DD  the day the data is drawn for                  default today in Madagascar
  --occupancy F       average share of rooms sold over the history               default 0.25
  --batch N           rows per INSERT                                            default 5000
  --reset             empty the seeded tables first (catalogue, bookings, users)
Database: DATABASE_URL (PostgreSQL), else PGlite under DATA_DIR (as the server).`;

export interface SeedOptions {
  hotels: number;
  bookings: number;
  upcoming: number;
  guests: number;
  seed: number;
  today: string;
  occupancy: number;
  batch: number;
  reset: boolean;
}

function positive(
  name: string,
  value: string | undefined,
  fallback: number,
  { max = 1e9, integer = true } = {},
) {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || number > max || (integer && !Number.isInteger(number))) {
    throw new Error(
      `--${name} expects a ${integer ? 'whole ' : ''}number above 0 and at most ${max} (got "${value}")`,
    );
  }
  return number;
}

/** Options with their defaults, those that follow `bookings` included: for a seed run from code (tests). */
export function resolveSeedOptions(given: Partial<SeedOptions> = {}): SeedOptions {
  const bookings = given.bookings ?? 1_000_000;
  return {
    hotels: 2_000,
    upcoming: Math.round(bookings / 5),
    guests: Math.max(100, Math.round(bookings / 5)),
    seed: 261,
    today: todayInMadagascar(),
    occupancy: 0.25,
    batch: 5_000,
    reset: false,
    ...given,
    bookings,
  };
}

export function parseSeedOptions(argv: string[]): SeedOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      hotels: { type: 'string' },
      bookings: { type: 'string' },
      upcoming: { type: 'string' },
      guests: { type: 'string' },
      seed: { type: 'string' },
      today: { type: 'string' },
      occupancy: { type: 'string' },
      batch: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${seedUsage}\n`);
    process.exit(0);
  }
  const bookings = positive('bookings', values.bookings, 1_000_000, { max: 50_000_000 });
  const today = values.today ?? todayInMadagascar();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(today))) {
    throw new Error(`--today expects a date like 2026-07-14 (got "${today}")`);
  }
  const given: Partial<SeedOptions> = { bookings, today, reset: values.reset ?? false };
  if (values.hotels !== undefined) given.hotels = positive('hotels', values.hotels, 0, { max: 100_000 });
  if (values.upcoming !== undefined)
    given.upcoming = positive('upcoming', values.upcoming, 0, { max: bookings });
  if (values.guests !== undefined) given.guests = positive('guests', values.guests, 0, { max: 10_000_000 });
  if (values.seed !== undefined) given.seed = positive('seed', values.seed, 0, { max: 2 ** 32 - 1 });
  if (values.occupancy !== undefined) {
    given.occupancy = positive('occupancy', values.occupancy, 0, { max: 0.9, integer: false });
  }
  if (values.batch !== undefined) given.batch = positive('batch', values.batch, 0, { max: 100_000 });
  return resolveSeedOptions(given);
}
