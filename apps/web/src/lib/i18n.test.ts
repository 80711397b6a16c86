import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n, storedLanguage } from './i18n';

beforeEach(() => localStorage.clear());

describe('storedLanguage', () => {
  it('is French when nothing, or nothing valid, is stored', () => {
    expect(storedLanguage()).toBe('fr');
    localStorage.setItem('language', 'de');
    expect(storedLanguage()).toBe('fr');
  });

  it('is the language kept under the "language" key', () => {
    localStorage.setItem('language', 'en');
    expect(storedLanguage()).toBe('en');
  });
});

describe('changeLanguage', () => {
  it('switches the texts, remembers the choice and updates <html lang>', async () => {
    await initI18n('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('nav.tagline')).toBe('Réservez votre prochain voyage');

    await changeLanguage('en');

    expect(i18n.t('nav.tagline')).toBe('Book your next trip');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
