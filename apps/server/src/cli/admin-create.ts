import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { emailSchema, passwordSchema } from '@madabook/contracts';
import { migrateDatabase, openDatabase } from '@madabook/db';
import { ConfigError, loadConfig } from '../config';
import { createLogger } from '../lib/logger';
import { createAdminUser, generatePassword } from '../seed/admin-user';
import { createServices } from '../services';

const usage = 'Usage: npm run admin:create -- --email someone@example.mg [--password …] [--name …]';

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) return generatePassword();
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question('Password (8 to 128 characters, empty to generate one): ');
  prompt.close();
  return answer || generatePassword();
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const email = emailSchema.safeParse(values.email?.toLowerCase());
  if (!email.success) throw new ConfigError(`${usage}\nA valid --email is required.`);
  const password = values.password ?? (await askPassword());
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) throw new ConfigError(checked.error.issues[0]?.message ?? 'Invalid password');

  const config = loadConfig();
  const logger = createLogger({ level: 'warn', pretty: false });
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    const services = createServices({ config, database, logger });
    const result = await createAdminUser(services, {
      email: email.data,
      password,
      ...(values.name ? { name: values.name } : {}),
    });
    await services.close();
    process.stdout.write(
      result.created
        ? `Admin created: ${email.data}${values.password ? '' : `\nPassword: ${password}`}\n`
        : `${email.data} already existed: it now has the ADMIN role (its password is unchanged).\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
});
