import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config';

/**
 * Production requires BETTER_AUTH_SECRET (the config refuses to start without
 * it). Elsewhere a secret is generated once and kept in the data directory, so
 * sessions survive restarts without any setup.
 */
export function resolveAuthSecret(config: AppConfig): string {
  if (config.auth.secret) return config.auth.secret;
  const path = join(config.dataDir, 'auth-secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
