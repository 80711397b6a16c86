import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n, loadNamespaces, startLanguage, storedLanguage } from './i18n';

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

describe('startLanguage', () => {
  it("takes a link's ?lang= and remembers it, else the stored language", () => {
    localStorage.setItem('language', 'fr');
    expect(startLanguage('?city=Nosy+Be&lang=en')).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(startLanguage('?lang=de')).toBe('en');
    expect(startLanguage('')).toBe('en');
    localStorage.setItem('language', 'fr');
    expect(startLanguage('?lang=')).toBe('fr');
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
    // The server renders public pages in the language this cookie names.
    expect(document.cookie).toContain('language=en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('texts on demand', () => {
  const loaded = (language: string, namespace: string) => i18n.hasResourceBundle(language, namespace);

  it("starts with what every page shows, in the visitor's language only", async () => {
    await initI18n('en');
    expect(['common', 'errors', 'formIssues'].map((namespace) => loaded('en', namespace))).toEqual([
      true,
      true,
      true,
    ]);
    expect(loaded('fr', 'common')).toBe(false);
    expect(loaded('en', 'home')).toBe(false);
    expect(loaded('en', 'adminTable')).toBe(false);
  });

  it("loads a page's namespaces in the current language, and again in the next one", async () => {
    await initI18n('en');
    await loadNamespaces('home', 'adminTable');
    expect(i18n.t('home:hero.title')).toBe('Your next trip starts on the Great Island');
    expect(loaded('en', 'adminTable')).toBe(true);
    expect(loaded('fr', 'home')).toBe(false);

    await changeLanguage('fr');

    expect(loaded('fr', 'home')).toBe(true);
    expect(loaded('fr', 'adminTable')).toBe(true);
  });
});
