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
