import { readStorage, removeStorage, writeStorage } from './local-storage';
import { storageKeys } from './storage-keys';

/** The header through which the server hands out a new session token (better-auth's bearer plugin). */
const AUTH_TOKEN_HEADER = 'set-auth-token';

export function readAuthToken(): string | null {
  return readStorage(storageKeys.bearerToken);
}

export function keepAuthTokenFrom(response: Response): void {
  const token = response.headers.get(AUTH_TOKEN_HEADER);
  if (token) writeStorage(storageKeys.bearerToken, token);
}

export function forgetAuthToken(): void {
  removeStorage(storageKeys.bearerToken);
}
