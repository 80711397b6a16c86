import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { airportsQueryOptions } from '../api/airports';
import { airport } from '../flight-fixtures';
import { flightDraftOf } from '../flight-search-params';
import { FlightSearchForm } from './flight-search-form';
import { renderWithRouter } from './test-router';

const airports = [
  airport('TNR', 'Antananarivo', 'Ivato'),
  airport('NOS', 'Nosy Be', 'Fascene'),
  airport('DIE', 'Antsiranana', 'Arrachart'),
];

async function renderForm(params: Parameters<typeof flightDraftOf>[0] = {}) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(airportsQueryOptions.queryKey, airports);
  return renderWithRouter('/flights', {
    queryClient,
    page: () => <FlightSearchForm initial={flightDraftOf(params)} />,
  });
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
  await initI18nWithEveryText('fr');
});
beforeEach(() => changeLanguage('fr'));
afterAll(() => vi.useRealTimers());

describe('FlightSearchForm', () => {
  it('finds airports by name or code and searches with the contracts’ query', async () => {
    const { router } = await renderForm({ departDate: '2026-12-01', adults: 2 });
    const from = await screen.findByRole('combobox', { name: 'Départ' });
    fireEvent.change(from, { target: { value: 'fasc' } });
    fireEvent.click(screen.getByRole('option', { name: /Nosy Be/ }));
    expect((from as HTMLInputElement).value).toBe('Nosy Be (NOS)');
    fireEvent.change(screen.getByRole('combobox', { name: 'Arrivée' }), { target: { value: 'tnr' } });

    expect(screen.getByRole('radio', { name: 'Aller simple' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher des vols' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/flights'));
    expect(router.state.location.search).toEqual({
      from: 'NOS',
      to: 'TNR',
      departDate: '2026-12-01',
      adults: 2,
      children: 0,
      infants: 0,
      cabin: 'ECONOMY',
    });
  });

  it('swaps the departure and the arrival', async () => {
    await renderForm({ from: 'TNR', to: 'DIE' });
    const [swap] = screen.getAllByRole('button', { name: "Inverser le départ et l'arrivée" });
    fireEvent.click(swap as HTMLElement);
    expect((screen.getByRole('combobox', { name: 'Départ' }) as HTMLInputElement).value).toBe(
      'Antsiranana (DIE)',
    );
    expect((screen.getByRole('combobox', { name: 'Arrivée' }) as HTMLInputElement).value).toBe(
      'Antananarivo (TNR)',
    );
  });

  it('says what is missing, field by field', async () => {
    const { router } = await renderForm();
    fireEvent.change(screen.getByRole('combobox', { name: 'Départ' }), { target: { value: 'Tana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher des vols' }));

    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toEqual([
      "Choisissez l'aéroport de départ dans la liste",
      "Choisissez l'aéroport d'arrivée dans la liste",
      'Choisissez le jour du départ',
    ]);
    expect(screen.getByRole('combobox', { name: 'Départ' }).getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.search).toEqual({});
  });

  it('keeps an adult for each infant and nine passengers at most', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: /Voyageurs et classe/ }));
    const party = screen.getByRole('dialog', { name: 'Voyageurs et classe' });
    const more = (kind: string) => within(party).getByRole('button', { name: `Un ${kind} de plus` });

    fireEvent.click(more('bébé'));
    expect(more('bébé')).toHaveProperty('disabled', true);
    expect(within(party).getByRole('button', { name: 'Un adulte de moins' })).toHaveProperty(
      'disabled',
      true,
    );
    for (let click = 0; click < 7; click++) fireEvent.click(more('enfant'));
    expect(more('enfant')).toHaveProperty('disabled', true);
    expect(more('adulte')).toHaveProperty('disabled', true);
    fireEvent.click(within(party).getByRole('radio', { name: 'Affaires' }));

    expect(screen.getByRole('button', { name: /Voyageurs et classe/ }).textContent).toBe(
      '9 voyageurs · Affaires',
    );
  });
});
