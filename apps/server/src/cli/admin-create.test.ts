import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, schema } from '@madabook/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';

const dataDir = mkdtempSync(join(tmpdir(), 'madabook-cli-'));

function adminCreate(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin-create.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function storedUser(email: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
  try {
    const [user] = await database.db.select().from(schema.user).where(eq(schema.user.email, email));
    return user;
  } finally {
    await database.close();
  }
}

describe('npm run admin:create', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates a verified admin and prints the password it generated when none is given', async () => {
    const result = adminCreate('--email', 'Ops@MadaBook.mg');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Admin created: ops@madabook\.mg\nPassword: \S{12,}\n$/);
    expect(await storedUser('ops@madabook.mg')).toMatchObject({ role: 'ADMIN,USER', emailVerified: true });
  });

  it('promotes an existing user without touching the password', async () => {
    const result = adminCreate('--email', 'ops@madabook.mg', '--password', 'another-password-1');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('already existed');
  });

  it('refuses a missing email or a short password with a clear message', () => {
    const noEmail = adminCreate();
    expect(noEmail.status).toBe(1);
    expect(noEmail.stderr).toContain('A valid --email is required.');
    const short = adminCreate('--email', 'new@madabook.mg', '--password', 'short');
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('Password must be at least 8 characters long');
  });
});
