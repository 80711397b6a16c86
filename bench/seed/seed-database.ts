import type { DatabaseHandle } from '@madabook/db';
import { createProgress, type Progress } from '../shared/log';
import { createRandom } from '../shared/random';
import { type Catalogue, planCatalogue } from './catalogue';
import { bulkClient, countRows, resetSeededTables } from './database';
import { planGuests } from './guests';
import { type LoadReport, loadDataSet, planTimeline } from './load';
import { resolveSeedOptions, type SeedOptions } from './options';
import type { Timeline } from './timeline';

export interface SeedResult {
  options: SeedOptions;
  catalogue: Catalogue;
  guests: number;
  timeline: Timeline;
  load: LoadReport;
  seconds: { loading: number; total: number };
}

/**
 * Fills a migrated database (PostgreSQL or PGlite) with the bench data set:
 * the same options (seed included) give the same rows. Refuses a database
 * that already has hotels or bookings unless `reset`. `beforeLoad` runs once
 * the tables are known empty (the CLI creates the bench user there).
 */
export async function seedDatabase(
  handle: DatabaseHandle,
  given: Partial<SeedOptions> = {},
  hooks: { progress?: Progress; beforeLoad?: () => Promise<void> } = {},
): Promise<SeedResult> {
  const options = resolveSeedOptions(given);
  const progress = hooks.progress ?? createProgress('seed', { quiet: true });
  const { client, release } = await bulkClient(handle);
  try {
    if (options.reset) {
      await resetSeededTables(client);
      progress.line('seeded tables emptied (--reset)');
    } else if ((await countRows(client, 'hotel')) > 0 || (await countRows(client, 'booking')) > 0) {
      throw new Error(
        'This database already holds hotels or bookings: add --reset to replace them, or use another database.',
      );
    }
    await hooks.beforeLoad?.();

    const random = createRandom(options.seed);
    const catalogue = planCatalogue(random, options.hotels);
    const guests = planGuests(random, options.guests);
    const timeline = planTimeline(options, catalogue);
    progress.line(
      `plan: today ${timeline.today}, ${timeline.todayIndex} days of history from ${timeline.iso[0]}, arrivals up to ${timeline.iso[timeline.todayIndex + timeline.horizon]}, seed ${options.seed}`,
    );
    // The upcoming stays have a random source of their own: with the same seed,
    // hotels and upcoming count, two data sets differ only in their history.
    const upcomingRandom = createRandom((options.seed ^ 0x5bd1e995) >>> 0);
    const started = progress.elapsed();
    const load = await loadDataSet({
      client,
      random,
      upcomingRandom,
      catalogue,
      guests,
      timeline,
      options,
      progress,
    });
    const loading = progress.elapsed() - started;
    await client.query('vacuum analyze');
    progress.line('vacuum analyze done');
    return {
      options,
      catalogue,
      guests: guests.length,
      timeline,
      load,
      seconds: { loading, total: progress.elapsed() - started },
    };
  } finally {
    release();
  }
}
