import { API_BASE_PATH } from './api-client';
import { readAuthToken } from './auth-token';
import { toApiError } from './to-api-error';

/** The file name a `Content-Disposition` header gives; RFC 6266's `filename*` wins over `filename`. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  const encoded = header?.match(/filename\*\s*=\s*(?:UTF-8'[^']*')?"?([^";]+)"?/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed escape: try the plain name
    }
  }
  return header?.match(/filename\s*=\s*"?([^";]+)"?/i)?.[1] ?? fallback;
}

/**
 * GET a file from the product API with the bearer token, which a plain link cannot send
 * (the token lives in local storage). A non-OK answer throws an `ApiError`.
 */
export async function fetchApiFile(
  path: string,
  fallbackName: string,
): Promise<{ blob: Blob; filename: string }> {
  const headers = new Headers();
  const token = readAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE_PATH}${path}`, { headers, credentials: 'include' });
  if (!response.ok) {
    const payload = await response.json().catch(() => undefined);
    throw toApiError(response.status, payload);
  }
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('content-disposition'), fallbackName),
  };
}

/** Hands a blob to the browser as a download under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download, which reads the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches an API file and saves it under the server's name; resolves to that name. */
export async function downloadApiFile(path: string, fallbackName: string): Promise<string> {
  const { blob, filename } = await fetchApiFile(path, fallbackName);
  saveBlob(blob, filename);
  return filename;
}
