import type { PublicHotel } from '@madabook/contracts';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18nWithEveryText } from '@/test/i18n';
import { HotelFacts } from './hotel-facts';

beforeAll(() => initI18nWithEveryText('fr'));

const hotel = { checkInTime: '14:00', checkOutTime: '11:00', freeCancellationDays: 3 } as PublicHotel;

describe('HotelFacts', () => {
  it('pairs each term with its detail, nothing else in the list (as screen readers expect)', () => {
    const { container } = render(<HotelFacts hotel={hotel} />);
    const groups = [...(container.querySelector('dl')?.children ?? [])];
    expect(groups.map((group) => [...group.children].map((child) => child.tagName))).toEqual([
      ['DT', 'DD'],
      ['DT', 'DD'],
      ['DT', 'DD'],
    ]);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Arrivée',
      'Départ',
      'Annulation',
    ]);
  });
});
