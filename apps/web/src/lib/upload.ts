import type { z } from 'zod';
import { API_BASE_PATH } from './api-client';
import { ApiError } from './api-error';
import { readAuthToken } from './auth-token';
import { toApiError } from './to-api-error';

export type UploadOptions<T> = {
  schema: z.ZodType<T>;
  /** The share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * A non-API answer (a proxy's own page) still says what went wrong through its status: the
 * visitor reads "too large" rather than "Internal Server Error".
 */
const codeOfBareStatus: Record<number, 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE'> = {
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

export function uploadError(status: number, payload: unknown): ApiError {
  const error = toApiError(status, payload);
  const code = codeOfBareStatus[status];
  if (error.code !== 'INTERNAL_SERVER_ERROR' || !code) return error;
  return new ApiError({ status, code, message: error.message });
}

/**
 * POSTs multipart form data under /api with the bearer token, reporting the upload's progress,
 * which `fetch` cannot. Resolves with the validated answer; rejects with an `ApiError` for a
 * non-OK answer, a `TypeError` when the network fails, an `AbortError` when `signal` aborts.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  { schema, onProgress, signal }: UploadOptions<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const aborted = () => new DOMException('The upload was aborted', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_PATH}${path}`);
    request.responseType = 'json';
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    const token = readAuthToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(uploadError(request.status, request.response));
        return;
      }
      onProgress?.(1);
      const parsed = schema.safeParse(request.response);
      if (parsed.success) resolve(parsed.data);
      else reject(parsed.error);
    };
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.onabort = () => reject(aborted());
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
