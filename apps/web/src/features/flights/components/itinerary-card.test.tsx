import { formatAriary } from '@madabook/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { offer, segment, tsikyAir } from '../flight-fixtures';
import { groupItineraries } from '../itineraries';
import { ItineraryCard } from './itinerary-card';

function never(): never {
  throw new Error('The fixture makes one itinerary');
}

const viaTnr = [
  segment('a', 'MW 110', ['NOS', 'TNR'], ['2026-12-01T21:00:00+03:00', '2026-12-01T22:40:00+03:00']),
  segment(
    'b',
    'TS 320',
    ['TNR', 'FTU'],
    ['2026-12-02T00:00:00+03:00', '2026-12-02T01:45:00+03:00'],
    tsikyAir,
  ),
];
const [oneStop = never()] = groupItineraries([
  offer(viaTnr, { fare: 'LIGHT', total: 735_000, seatsLeft: 3 }),
  offer(viaTnr, { fare: 'FLEX', total: 924_000, seatsLeft: 3 }),
]);
const [direct = never()] = groupItineraries([
  offer(
    [segment('c', 'MW 102', ['TNR', 'NOS'], ['2026-12-01T08:05:00+03:00', '2026-12-01T09:30:00+03:00'])],
    {
      fare: 'FLEX',
      total: 520_000,
      seatsLeft: 12,
    },
  ),
]);
const passengers = { adults: 2, children: 0, infants: 1 };

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(() => changeLanguage('fr'));

describe('ItineraryCard', () => {
  it('says the whole itinerary in its heading, and draws its times, stop and "+1"', () => {
    render(
      <ItineraryCard itinerary={oneStop} passengers={passengers} onChoose={vi.fn()} actionLabel="Choisir" />,
    );
    const card = screen.getByRole('article', {
      name: 'Mada Wings, Tsiky Air, vol MW 110, TS 320. Départ à 21:00, Nosy Be (NOS). Arrivée à 01:45 le mer. 2 déc., Tôlanaro (FTU). 1 escale · TNR · 1 h 20 min de correspondance. Durée 4 h 45 min.',
    });
    expect(card.textContent).toContain('21:00');
    expect(card.textContent).toContain('01:45+1');
    expect(card.textContent).toContain('1 escale · TNR · 1 h 20 min de correspondance');
    expect(within(card).getByText('Plus que 3 places !')).toBeDefined();
  });

  it('offers each fare with its bags, its refund and its price for every passenger', () => {
    const onChoose = vi.fn();
    render(
      <ItineraryCard itinerary={oneStop} passengers={passengers} onChoose={onChoose} actionLabel="Choisir" />,
    );
    const [light, flex] = screen.getByRole('list', { name: 'Tarifs' }).children;
    expect(light?.textContent).toContain('Bagage cabine seulement');
    expect(light?.textContent).toContain('Non remboursable');
    expect(light?.textContent).toContain(formatAriary(735_000, 'fr'));
    expect(light?.textContent).toContain('Total pour 3 voyageurs');
    expect(flex?.textContent).toContain('1 bagage en soute');
    expect(flex?.textContent).toContain("Remboursable jusqu'à 3 h avant le départ");

    fireEvent.click(
      screen.getByRole('button', { name: `Choisir le tarif Flex à ${formatAriary(924_000, 'fr')}` }),
    );
    expect(onChoose).toHaveBeenCalledWith(oneStop?.fares[1]);
  });

  it('gives the round trip’s price on a return, and no seat count when there are plenty', () => {
    render(
      <ItineraryCard
        itinerary={direct}
        passengers={passengers}
        onChoose={vi.fn()}
        outboundTotal={400_000}
        actionLabel="Réserver"
      />,
    );
    const card = screen.getByRole('article');
    expect(card.textContent).toContain(`Aller-retour : ${formatAriary(920_000, 'fr')}`);
    expect(card.textContent).toContain('Direct');
    expect(card.textContent).not.toContain('+1');
    expect(card.textContent).not.toContain('places');
  });

  it('speaks English too', async () => {
    await changeLanguage('en');
    render(
      <ItineraryCard itinerary={oneStop} passengers={passengers} onChoose={vi.fn()} actionLabel="Select" />,
    );
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('1 stop · TNR · 1 h 20 min connection');
    expect(card.textContent).toContain('Only 3 seats left!');
    expect(card.textContent).toContain('Total for 3 travellers');
    expect(
      screen.getByRole('button', { name: `Select the Light fare at ${formatAriary(735_000, 'en')}` }),
    ).toBeDefined();
  });
});
