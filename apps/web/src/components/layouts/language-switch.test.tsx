import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18nWithEveryText } from '@/test/i18n';
import { LanguageSwitch } from './language-switch';

beforeEach(async () => {
  localStorage.clear();
  await initI18nWithEveryText('fr');
});

describe('LanguageSwitch', () => {
  it('is a select labelled "Langue" offering Français and English', () => {
    render(<LanguageSwitch />);

    const select = screen.getByRole('combobox', { name: 'Langue' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Français',
      'English',
    ]);
    expect((select as HTMLSelectElement).value).toBe('fr');
  });

  it('switches to English and remembers it', async () => {
    render(<LanguageSwitch />);

    fireEvent.change(screen.getByRole('combobox', { name: 'Langue' }), { target: { value: 'en' } });

    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
