import { apiErrorSchema, errorMessages } from '@madabook/contracts';
import { ApiError } from './api-error';

/** The `ApiError` for a non-OK answer: the API's own code and message, else an internal error. */
export function toApiError(status: number, payload: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(payload);
  if (parsed.success) return new ApiError({ status, ...parsed.data });
  return new ApiError({
    status,
    code: 'INTERNAL_SERVER_ERROR',
    message: errorMessages.INTERNAL_SERVER_ERROR,
  });
}
