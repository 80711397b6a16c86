import type { DatabaseHandle } from '@madabook/db';
import type { AppConfig } from '../config';
import { platformScope } from '../lib/scope';
import type { Services } from '../services';
import { createAdminUser, findAdmin, generatePassword } from './admin-user';
import { type CatalogSeedReport, catalogIsEmpty, seedCatalog } from './catalog-seed';
import { type FlightSeedReport, flightNetworkIsEmpty, seedFlightNetwork } from './flight-seed';
import { type PartnerSeedReport, partnersAreMissing, seedPartners } from './partner-seed';
import { oneSeedAtATime } from './seed-lock';

export const defaultAdminEmail = 'admin@madabook.mg';

export interface SeedReport {
  admin?: { email: string; password: string | undefined };
  catalog?: CatalogSeedReport;
  flights?: FlightSeedReport;
  partners?: PartnerSeedReport;
}

type SeedDependencies = { config: AppConfig; database: DatabaseHandle; services: Services };

/**
 * The demo data of a first start. Safe to run on every start, and on several
 * instances starting at once: it only adds what is missing, one instance at a
 * time, so a second run changes nothing.
 */
export function seedDemoData(deps: SeedDependencies): Promise<SeedReport> {
  return oneSeedAtATime(deps.database, () => seedWhatIsMissing(deps));
}

async function seedWhatIsMissing(deps: SeedDependencies): Promise<SeedReport> {
  const report: SeedReport = {};
  let admin = await findAdmin(deps.database.db);
  if (!admin) {
    const email = deps.config.admin.email ?? defaultAdminEmail;
    const password = deps.config.admin.password ?? generatePassword();
    const { userId, created } = await createAdminUser(deps.services, {
      email,
      password,
      name: 'MadaBook Admin',
    });
    admin = { id: userId, email };
    // A user of that address made an admin keeps their own password: there is none to show.
    if (created) report.admin = { email, password: deps.config.admin.password ? undefined : password };
  }
  if (deps.config.demoCatalog && (await catalogIsEmpty(deps.services))) {
    report.catalog = await seedCatalog(deps.services, { ...admin, requestId: 'seed', scope: platformScope });
  }
  if (deps.config.demoCatalog && (await flightNetworkIsEmpty(deps.services))) {
    report.flights = await seedFlightNetwork(deps.services, {
      ...admin,
      requestId: 'seed',
      scope: platformScope,
    });
  }
  if (deps.config.demoCatalog && (await partnersAreMissing(deps.database.db))) {
    report.partners = await seedPartners(deps.services, deps.database.db, {
      ...admin,
      requestId: 'seed',
      scope: platformScope,
    });
  }
  return report;
}

/** What a person starting the app for the first time needs to read. */
export function describeSeed(report: SeedReport, appUrl: string): string | undefined {
  const lines: string[] = [];
  if (report.admin) {
    const password = report.admin.password ?? '(the ADMIN_PASSWORD you set)';
    lines.push(
      '  Demo data created. Sign in to the back office with:',
      `    ${appUrl}/login`,
      `    email:    ${report.admin.email}`,
      `    password: ${password}`,
      '  This password is shown once: keep it, or set ADMIN_EMAIL and ADMIN_PASSWORD.',
    );
  }
  if (report.catalog) {
    const { hotels, rooms, photos } = report.catalog;
    lines.push(`  Demo catalogue created: ${hotels} hotels, ${rooms} rooms, ${photos} photos.`);
  }
  if (report.flights) {
    const { airports, airlines, schedules, departures } = report.flights;
    lines.push(
      `  Demo flights created: ${airports} airports, ${airlines} airlines, ${schedules} schedules, ${departures} departures.`,
    );
  }
  if (report.partners && report.partners.accounts.length > 0) {
    lines.push('  Demo partner accounts created: open the partner area at', `    ${appUrl}/partner`);
    for (const account of report.partners.accounts) {
      lines.push(`    ${account.role} of ${account.property}: ${account.email} / ${account.password}`);
    }
    lines.push('  These passwords are shown once.');
  }
  return lines.length > 0 ? ['', ...lines, ''].join('\n') : undefined;
}
