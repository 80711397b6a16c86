import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import { RoomsLeft } from './rooms-left';

beforeAll(() => initI18nWithEveryText('fr'));

describe('rooms available, singular and plural', () => {
  it.each([
    ['fr', 1, '1 chambre disponible'],
    ['fr', 2, '2 chambres disponibles'],
    ['en', 1, '1 room available'],
    ['en', 5, '5 rooms available'],
  ] as const)('%s, %i: "%s"', async (language, count, text) => {
    await changeLanguage(language);
    render(<RoomsLeft count={count} />);
    expect(screen.getByText(text)).toBeDefined();
  });

  it('reads "Only 2 left" once rooms are few, in laterite', async () => {
    await changeLanguage('en');
    render(<RoomsLeft count={2} wording="urgent" />);
    expect(screen.getByText('Only 2 left!').className).toContain('text-laterite-700');
  });
});

describe('nights, singular and plural', () => {
  it.each([
    ['fr', 1, '1 nuit'],
    ['fr', 3, '3 nuits'],
    ['en', 1, '1 night'],
    ['en', 3, '3 nights'],
  ] as const)('%s, %i: "%s"', async (language, count, text) => {
    await changeLanguage(language);
    expect(i18n.t('stay:nights', { count })).toBe(text);
  });
});
