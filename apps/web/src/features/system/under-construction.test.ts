import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSiteUnderConstruction, isUnderConstructionPage } from './under-construction';

const config = (underConstruction: boolean) => ({
  underConstruction,
  socialProviders: [],
  requireEmailVerification: true,
  environment: 'production',
  payments: { onlineMethods: [], holdMinutes: 15 },
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('isUnderConstructionPage', () => {
  it.each([
    ['/under-construction', true],
    ['/under-construction/', true],
    ['/', false],
    ['/under-construction-not', false],
    ['/admin', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isUnderConstructionPage(pathname)).toBe(expected);
  });
});

describe('isSiteUnderConstruction', () => {
  it.each([true, false])(
    'follows the server switch (%s), asking GET /api/config once',
    async (switchedOn) => {
      fetchMock.mockImplementation(async () => Response.json(config(switchedOn)));
      const queryClient = new QueryClient();

      expect(await isSiteUnderConstruction(queryClient)).toBe(switchedOn);
      expect(await isSiteUnderConstruction(queryClient)).toBe(switchedOn);

      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/config');
    },
  );

  it('leaves the site open, without retrying, when the config cannot be read', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    expect(await isSiteUnderConstruction(new QueryClient())).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
