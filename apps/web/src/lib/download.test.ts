import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { downloadApiFile, filenameFromDisposition } from './download';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => vi.unstubAllGlobals());

describe('filenameFromDisposition', () => {
  it('reads a quoted or bare file name', () => {
    expect(filenameFromDisposition('attachment; filename="beta-access-2026-03-01.csv"', 'x.csv')).toBe(
      'beta-access-2026-03-01.csv',
    );
    expect(filenameFromDisposition('attachment; filename=report.csv', 'x.csv')).toBe('report.csv');
  });

  it("prefers RFC 6266's encoded name", () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="a.csv"; filename*=UTF-8''inscriptions%20b%C3%AAta.csv`,
        'x',
      ),
    ).toBe('inscriptions bêta.csv');
  });

  it('falls back when the header names no file', () => {
    expect(filenameFromDisposition(null, 'fallback.csv')).toBe('fallback.csv');
    expect(filenameFromDisposition('attachment', 'fallback.csv')).toBe('fallback.csv');
  });
});

describe('downloadApiFile', () => {
  it('sends the bearer token and saves the body under the server name', async () => {
    localStorage.setItem('bearer_token', 'token-123');
    fetchMock.mockResolvedValue(
      new Response('email,created_at\r\nravo@example.mg,2026-03-01T08:00:00.000Z\r\n', {
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="beta.csv"' },
      }),
    );
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    await expect(downloadApiFile('/admin/beta-access/export.csv', 'fallback.csv')).resolves.toBe('beta.csv');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/beta-access/export.csv');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-123');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('beta.csv');
    expect(clicked[0]?.href).toBe('blob:csv');
    expect(clicked[0]?.isConnected).toBe(false);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toContain('ravo@example.mg,2026-03-01');
    click.mockRestore();
  });

  it('throws the API error of a refused download', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ code: 'FORBIDDEN', message: 'You are not allowed to do this' }, { status: 403 }),
    );
    const failure = downloadApiFile('/admin/beta-access/export.csv', 'x.csv');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});
