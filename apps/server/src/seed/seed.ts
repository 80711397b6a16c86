import type { DatabaseHandle } from '@madabook/db';
import type { AppConfig } from '../config';
import type { Services } from '../services';
import { createAdminUser, generatePassword, hasAdmin } from './admin-user';

export const defaultAdminEmail = 'admin@madabook.mg';

export interface SeedReport {
  admin?: { email: string; password: string | undefined };
}

/**
 * The demo data of a first start. Safe to run on every start: it only adds
 * what is missing, so a second run changes nothing.
 */
export async function seedDemoData(deps: {
  config: AppConfig;
  database: DatabaseHandle;
  services: Services;
}): Promise<SeedReport> {
  const report: SeedReport = {};
  if (!(await hasAdmin(deps.database.db))) {
    const email = deps.config.admin.email ?? defaultAdminEmail;
    const password = deps.config.admin.password ?? generatePassword();
    await createAdminUser(deps.services, { email, password, name: 'MadaBook Admin' });
    report.admin = { email, password: deps.config.admin.password ? undefined : password };
  }
  return report;
}

/** What a person starting the app for the first time needs to read. */
export function describeSeed(report: SeedReport, appUrl: string): string | undefined {
  if (!report.admin) return undefined;
  const password = report.admin.password ?? '(the ADMIN_PASSWORD you set)';
  return [
    '',
    '  Demo data created. Sign in to the back office with:',
    `    ${appUrl}/login`,
    `    email:    ${report.admin.email}`,
    `    password: ${password}`,
    '  This password is shown once: keep it, or set ADMIN_EMAIL and ADMIN_PASSWORD.',
    '',
  ].join('\n');
}
