import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function sentRequest() {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, init, headers: new Headers(init?.headers) };
}

describe('apiRequest', () => {
  it('calls the API under /api with JSON headers and the bearer token from local storage', async () => {
    localStorage.setItem('bearer_token', 'token-123');
    fetchMock.mockResolvedValue(jsonResponse({ status: 'ok' }));

    await apiRequest('/health');

    const { url, init, headers } = sentRequest();
    expect(url).toBe('/api/health');
    expect(init?.method).toBe('GET');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header when no token is stored', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));

    await apiRequest('/config');

    expect(sentRequest().headers.has('Authorization')).toBe(false);
  });

  it('serialises the body as JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 'h1' }, { status: 201 }));

    await apiRequest('/hotels', { method: 'POST', body: { name: 'Hôtel Colbert' } });

    const { init } = sentRequest();
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Hôtel Colbert"}');
  });

  it('adds the headers it is given, such as an Idempotency-Key', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 'b1' }, { status: 201 }));

    await apiRequest('/bookings', {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'key-12345678' },
    });

    const { headers } = sentRequest();
    expect(headers.get('Idempotency-Key')).toBe('key-12345678');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('keeps the token a response sends in set-auth-token', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, { headers: { 'set-auth-token': 'renewed-token' } }));

    await apiRequest('/config');

    expect(localStorage.getItem('bearer_token')).toBe('renewed-token');
  });

  it('validates and types the answer with the given schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 'ok', extra: true }));

    const health = await apiRequest('/health', { schema: z.object({ status: z.literal('ok') }) });

    expect(health).toEqual({ status: 'ok' });
  });

  it('answers undefined for an empty body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiRequest('/hotels/h1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws an ApiError carrying the status, code, message and details of the answer', async () => {
    const details = [{ path: 'email', message: 'Invalid email' }];
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 'VALIDATION_ERROR', message: 'Invalid body', details }, { status: 400 }),
    );

    const error = await apiRequest('/contacts', { method: 'POST', body: {} }).catch((caught) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Invalid body', details });
  });

  it('throws "Internal Server Error" when the failure has no API error body', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502 }));

    const error = await apiRequest('/health').catch((caught) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Internal Server Error',
    });
  });
});
