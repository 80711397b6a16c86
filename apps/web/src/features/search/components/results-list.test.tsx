import {
  addDays,
  formatAriary,
  type HotelSearchResult,
  type StayRestriction,
  todayInMadagascar,
} from '@madabook/contracts';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18nWithEveryText } from '@/test/i18n';
import { ResultsList } from './results-list';

const checkIn = addDays(todayInMadagascar(), 60);
const stay = { checkIn, checkOut: addDays(checkIn, 2), guests: 2, rooms: 1 };

const result = (name: string, restriction: StayRestriction | null = null): HotelSearchResult => ({
  hotel: {
    id: name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    city: 'Foulpointe',
    stars: 3,
    tier: 'STANDARD',
    latitude: -17.68,
    longitude: 49.51,
    photo: null,
    amenities: [],
  },
  nights: 2,
  lowestPricePerNight: 90_000,
  total: 180_000,
  roomsLeft: restriction ? 0 : 4,
  restriction,
});

async function renderList(results: HotelSearchResult[]) {
  const rootRoute = createRootRoute({
    component: () => <ResultsList results={results} stay={stay} busy={false} />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/hotels'] }),
  });
  await act(() => router.load());
  render(<RouterProvider router={router} />);
}

beforeAll(() => initI18nWithEveryText('fr'));

describe('ResultsList', () => {
  it('lists bookable hotels with a price, then the closed ones under their own heading with the reason', async () => {
    await renderList([
      result('Hôtel Ouvert'),
      result('Hôtel Fermé', { reason: 'CLOSED', minNights: null }),
      result('Hôtel Séjour long', { reason: 'MIN_STAY', minNights: 3 }),
    ]);

    const available = await screen.findByRole('list', { name: 'Hôtels disponibles' });
    const open = within(available).getByRole('article');
    expect(within(open).getByRole('heading', { name: 'Hôtel Ouvert' })).toBeTruthy();
    expect(open.textContent).toContain(formatAriary(90_000, 'fr'));

    const restricted = screen.getByRole('list', { name: 'Hôtels non réservables à ces dates' });
    const [closed, minStay] = within(restricted).getAllByRole('article');
    expect(closed?.textContent).toContain('Fermé à ces dates');
    expect(minStay?.textContent).toContain('Séjour minimum de 3 nuits pour une arrivée à cette date');
    for (const card of [closed, minStay]) {
      expect(card?.textContent).toContain('Non réservable');
      expect(card?.textContent).not.toContain(formatAriary(90_000, 'fr'));
      expect(
        within(card as HTMLElement)
          .getByRole('link')
          .getAttribute('href'),
      ).toContain(`checkIn=${checkIn}`);
    }
  });

  it("fetches the first hotel's photo first and the others as they come near the screen", async () => {
    const withPhoto = (name: string): HotelSearchResult => {
      const base = result(name);
      const urls = { thumb: `/${name}/t.webp`, card: `/${name}/c.webp`, large: `/${name}/l.webp` };
      return {
        ...base,
        hotel: { ...base.hotel, photo: { id: name, position: 0, width: 800, height: 533, urls } },
      };
    };
    await renderList([withPhoto('first'), withPhoto('second')]);
    const [first, second] = await screen.findAllByRole('presentation');
    expect([first?.getAttribute('fetchpriority'), first?.getAttribute('loading')]).toEqual(['high', 'eager']);
    expect([second?.hasAttribute('fetchpriority'), second?.getAttribute('loading')]).toEqual([false, 'lazy']);
  });

  it('has no heading for closed hotels when every hotel can be booked', async () => {
    await renderList([result('Hôtel Ouvert')]);
    await screen.findByRole('list', { name: 'Hôtels disponibles' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Hôtels disponibles',
    ]);
  });
});
