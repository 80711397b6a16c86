import { type ApiError, type ErrorCode, errorMessages, type FieldIssue } from '@madabook/contracts';
import type { ZodError } from 'zod';

export function errorBody(
  code: ErrorCode,
  message: string = errorMessages[code],
  details?: unknown,
): ApiError {
  return details === undefined ? { code, message } : { code, message, details };
}

export function validationErrorBody(error: ZodError): ApiError {
  const issues: FieldIssue[] = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return errorBody('VALIDATION_ERROR', errorMessages.VALIDATION_ERROR, { issues });
}

const codesOfStatus: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** The code of a failure known only by its status: a 4xx is a bad request unless it says more, a 5xx ours. */
export const codeOfStatus = (status: number): ErrorCode =>
  codesOfStatus[status] ?? (status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR');
