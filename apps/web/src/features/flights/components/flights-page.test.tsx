import { formatAriary } from '@madabook/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { offer, segment, tsikyAir } from '../flight-fixtures';
import { renderWithRouter } from './test-router';

const day = (time: string) => `2026-12-01T${time}:00+03:00`;
const morning = segment('out-1', 'MW 102', ['TNR', 'NOS'], [day('08:05'), day('09:30')]);
const evening = segment('out-2', 'TS 140', ['TNR', 'NOS'], [day('18:30'), day('19:45')], tsikyAir);
const back = segment(
  'ret-1',
  'MW 103',
  ['NOS', 'TNR'],
  ['2026-12-06T10:15:00+03:00', '2026-12-06T11:40:00+03:00'],
);

const outbound = [
  offer([morning], { fare: 'LIGHT', total: 420_000 }),
  offer([morning], { fare: 'FLEX', total: 520_000 }),
  offer([evening], { fare: 'LIGHT', total: 390_000 }),
];
const returns = [offer([back], { fare: 'LIGHT', total: 400_000, direction: 'RETURN' })];

const fetchMock = vi.fn<typeof fetch>();
const searches = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/flights/search');

function answer(result: { outbound: unknown[]; return: unknown[] | null }) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/airports') return Response.json([]);
    if (url.pathname === '/api/flights/search') return Response.json(result);
    return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  });
}

const roundTrip = '/flights?from=TNR&to=NOS&departDate=2026-12-01&returnDate=2026-12-06&adults=2&infants=1';

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
  await initI18nWithEveryText('fr');
});
beforeEach(async () => {
  await changeLanguage('fr');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => vi.useRealTimers());

describe('/flights', () => {
  it('books a return trip in two steps: the outbound, then the return beside it', async () => {
    answer({ outbound, return: returns });
    const { router } = await renderWithRouter(roundTrip);

    expect((await screen.findByText('2 vols trouvés')).getAttribute('role')).toBe('status');
    expect(screen.getByRole('heading', { level: 2, name: /Choisissez votre vol aller/ })).toBeDefined();
    expect(searches()[0]?.search).toBe(
      '?from=TNR&to=NOS&departDate=2026-12-01&returnDate=2026-12-06&adults=2&children=0&infants=1&cabin=ECONOMY',
    );
    // Cheapest first.
    const cards = within(screen.getByRole('list', { name: 'Vols proposés' })).getAllByRole('article');
    expect(cards.map((card) => card.textContent?.slice(0, 20))).toEqual([
      expect.stringContaining('Tsiky Air'),
      expect.stringContaining('Mada Wings'),
    ]);

    fireEvent.click(
      screen.getByRole('button', { name: `Choisir le tarif Flex à ${formatAriary(520_000, 'fr')}` }),
    );

    const returnHeading = await screen.findByRole('heading', {
      level: 2,
      name: /Choisissez votre vol retour/,
    });
    await waitFor(() => expect(document.activeElement).toBe(returnHeading));
    expect(router.state.location.search).toMatchObject({ outbound: 'FLEX:out-1' });
    const chosen = screen.getByRole('region', { name: /Votre vol aller/ });
    expect(chosen.textContent).toContain(formatAriary(520_000, 'fr'));
    expect(screen.getByText('1 vol trouvé')).toBeDefined();
    expect(screen.getByRole('article').textContent).toContain(
      `Aller-retour : ${formatAriary(920_000, 'fr')}`,
    );

    fireEvent.click(
      screen.getByRole('button', { name: `Réserver le tarif Light à ${formatAriary(400_000, 'fr')}` }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/flights/book'));
    expect(router.state.location.search).toEqual({
      offers: 'OUTBOUND-FLEX-out-1,RETURN-LIGHT-ret-1',
      adults: 2,
      children: 0,
      infants: 1,
    });
  });

  it('sorts and filters from the address, and says how many flights are left', async () => {
    answer({ outbound, return: null });
    await renderWithRouter('/flights?from=TNR&to=NOS&departDate=2026-12-01&sort=departure&times=morning');

    expect(await screen.findByText('1 vol sur 2 avec ces filtres')).toBeDefined();
    expect(screen.getByRole('article').textContent).toContain('08:05');
    expect(screen.getByRole('heading', { level: 2, name: 'Vols du mar. 1 déc.' })).toBeDefined();
  });

  it('offers the day before and the day after when nothing flies that day', async () => {
    answer({ outbound: [], return: null });
    await renderWithRouter('/flights?from=TNR&to=NOS&departDate=2026-12-01');

    expect(await screen.findByRole('heading', { name: 'Aucun vol le mar. 1 déc.' })).toBeDefined();
    expect(screen.getByRole('link', { name: /La veille · lun. 30 nov./ }).getAttribute('href')).toContain(
      'departDate=2026-11-30',
    );
    expect(screen.getByRole('link', { name: /Le lendemain · mer. 2 déc./ }).getAttribute('href')).toContain(
      'departDate=2026-12-02',
    );
    expect(screen.queryByRole('complementary', { name: 'Filtres' })).toBeNull();
  });

  it('goes back to the outbounds, saying why, when the outbound chosen is gone', async () => {
    answer({ outbound, return: returns });
    await renderWithRouter(`${roundTrip}&outbound=FLEX:sold-out`);

    expect(
      await screen.findByText("Le vol aller choisi n'est plus proposé : choisissez-en un autre."),
    ).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: /Choisissez votre vol aller/ })).toBeDefined();
  });

  it('explains a bad address instead of searching', async () => {
    answer({ outbound, return: null });
    await renderWithRouter('/flights?from=TNR&to=TNR&departDate=2026-12-01&adults=12');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cette recherche de vol est à corriger' }),
    ).toBeDefined();
    const problems = screen.getAllByRole('alert')[0]?.textContent;
    expect(problems).toContain("Nombre d'adultes invalide : de 1 à 9");
    expect(problems).toContain("L'arrivée doit être différente du départ");
    expect(searches()).toEqual([]);
  });

  it('shows the API’s failure with a way to try again', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal Server Error' }, { status: 500 }),
    );
    await renderWithRouter('/flights?from=TNR&to=NOS&departDate=2026-12-01');

    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toContain('Erreur interne du serveur');
  });
});
