import { type ErrorCode, errorMessages } from '@madabook/contracts';
import { isAPIError } from 'better-auth/api';
import { AppError } from '../../lib/errors';

/** better-auth's codes that have one of ours. */
const ourCode: Record<string, ErrorCode> = {
  USER_ALREADY_EXISTS: 'EMAIL_ALREADY_USED',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_ALREADY_USED',
  USER_NOT_FOUND: 'NOT_FOUND',
  YOU_CANNOT_BAN_YOURSELF: 'CANNOT_CHANGE_OWN_ADMIN_ROLE',
  YOU_CANNOT_REMOVE_YOURSELF: 'CANNOT_CHANGE_OWN_ADMIN_ROLE',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
};

const codeOfStatus: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * better-auth's refusals (APIError with a 4xx) as our AppError, so the client
 * gets our codes and never a 500 for them; anything else is returned as is.
 */
export function fromBetterAuth(error: unknown): unknown {
  if (!isAPIError(error) || error.statusCode >= 500) return error;
  const known = ourCode[error.body?.code ?? ''];
  if (known) return new AppError(known);
  const code = codeOfStatus[error.statusCode] ?? 'BAD_REQUEST';
  return new AppError(code, error.body?.message || errorMessages[code]);
}
