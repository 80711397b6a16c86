// npm run bench:seed -- --hotels 2000 --bookings 1000000
// A large, deterministic catalogue with its bookings and calendar, for the benchmarks.
import { sql } from 'drizzle-orm';
import { ensureBenchUser, ensureFlightNetwork } from './seed/bench-user';
import { describeDatabase, openMigratedDatabase } from './seed/database';
import { parseSeedOptions, seedUsage } from './seed/options';
import { seedDatabase } from './seed/seed-database';
import { benchUser } from './shared/bench-user';
import { createProgress, formatCount } from './shared/log';

async function main() {
  const options = parseSeedOptions(process.argv.slice(2));
  const progress = createProgress('seed');
  const { config, handle } = await openMigratedDatabase();
  progress.line(`${describeDatabase(config)}: migrated`);
  try {
    let actor = { id: '', email: benchUser.email };
    const seeded = await seedDatabase(handle, options, {
      progress,
      beforeLoad: async () => {
        const user = await ensureBenchUser(config, handle);
        actor = { id: user.userId, email: benchUser.email };
        progress.line(
          `bench user ${benchUser.email} ${user.created ? 'created' : 'already there'} (verified)`,
        );
      },
    });
    const flights = await ensureFlightNetwork(config, handle, actor);
    progress.line(
      flights
        ? `flights: ${flights.airports} airports, ${flights.schedules} schedules, ${formatCount(flights.departures)} departures over a year`
        : 'flights: network already there',
    );
    // The planner's statistics must see the departures too, as they see the bookings.
    await handle.db.execute(sql`analyze`);
    const { catalogue, timeline, load } = seeded;
    const { stats } = load;
    const pastOccupancy = load.soldRoomNights.past / (catalogue.totalRooms * timeline.todayIndex);
    process.stdout.write(
      [
        '',
        `Seeded ${describeDatabase(config)} in ${progress.elapsed().toFixed(1)} s (${seeded.seconds.loading.toFixed(1)} s loading, ${formatCount(load.rows)} rows):`,
        `  hotels ${formatCount(catalogue.hotels.length)}, room types ${formatCount(catalogue.rooms.length)}, rooms ${formatCount(catalogue.totalRooms)}, travellers ${formatCount(seeded.guests)}`,
        `  bookings ${formatCount(stats.made)}: past ${formatCount(stats.past)}, upcoming ${formatCount(stats.upcoming)} (in house today ${formatCount(stats.inHouse)}), cancelled ${formatCount(stats.cancelled)}`,
        `  booking rooms ${formatCount(stats.lines)} (${formatCount(stats.rooms)} rooms), room nights ${formatCount(load.roomNights)}`,
        `  moved to another room, hotel or date because full: ${formatCount(stats.redirected)}; dropped: ${formatCount(stats.rejected)}`,
        `  occupancy over the history: ${(pastOccupancy * 100).toFixed(1)}%; upcoming room-nights sold: ${formatCount(load.soldRoomNights.upcoming)}`,
        `  sign in as ${benchUser.email} / ${benchUser.password}`,
        '',
      ].join('\n'),
    );
    if (stats.made < options.bookings) {
      process.stderr.write(
        `Only ${stats.made} of ${options.bookings} bookings fitted: lower --occupancy or add --hotels.\n`,
      );
      process.exitCode = 1;
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  if (error instanceof Error && error.message.startsWith('--')) process.stderr.write(`${seedUsage}\n`);
  process.exit(1);
});
