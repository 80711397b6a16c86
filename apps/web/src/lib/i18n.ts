import {
  type Language,
  languageCookie,
  languageOrDefault,
  languageSchema,
  languages,
} from '@madabook/contracts';
import i18n, { type BackendModule, type FlatNamespace, type InitOptions } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { loadTexts } from '@/locales/load-texts';
import { readStorage, writeStorage } from './local-storage';
import { storageKeys } from './storage-keys';

/** What any page may show before its own texts: the layouts' words, API errors, form issues. */
const everyPageNamespaces: FlatNamespace[] = ['common', 'errors', 'formIssues'];

const lazyTexts: BackendModule = { type: 'backend', callbackApi: false, init() {}, read: loadTexts };

export function storedLanguage(): Language {
  return languageOrDefault(readStorage(storageKeys.language));
}

/**
 * The language a visit starts in: a link's `?lang=` first (each language's public page has its own
 * address, the one search engines and shared links give), remembered from then on; else the stored one.
 */
export function startLanguage(search: string = window.location.search): Language {
  const asked = languageSchema.safeParse(new URLSearchParams(search).get('lang'));
  const language = asked.success ? asked.data : storedLanguage();
  rememberLanguage(language);
  return language;
}

const ONE_YEAR_S = 365 * 24 * 3600;

/** Kept for the page (local storage, the spec's key) and for the server, which renders public pages in it. */
function rememberLanguage(language: Language): void {
  writeStorage(storageKeys.language, language);
  // biome-ignore lint/suspicious/noDocumentCookie: older phones' browsers lack the Cookie Store API; the value needs no escaping.
  document.cookie = `${languageCookie}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/** i18next with the app's settings, in `language`, with the texts of `namespaces` (and every page's) loading. */
export function startI18next(
  language: Language,
  namespaces: readonly FlatNamespace[],
  options: InitOptions = {},
) {
  return i18n
    .use(lazyTexts)
    .use(initReactI18next)
    .init({
      lng: language,
      // The language is set at once: routes may ask for their texts before the first ones have arrived.
      initAsync: false,
      // Both languages hold the same keys (locales.test.ts): a fallback would only download the other one.
      fallbackLng: false,
      supportedLngs: languages,
      defaultNS: 'common',
      ns: [...everyPageNamespaces, ...namespaces],
      interpolation: { escapeValue: false }, // React escapes already
      ...options,
    });
}

/**
 * Starts i18next in the visit's language (French unless the visitor chose otherwise) and fetches the
 * texts every page needs, and any other `namespaces` given; the routes load the rest (`loadNamespaces`).
 * Resolves once they have arrived.
 */
export async function initI18n(
  language: Language = startLanguage(),
  namespaces: readonly FlatNamespace[] = [],
): Promise<void> {
  i18n.on('languageChanged', (next) => {
    document.documentElement.lang = next;
  });
  await startI18next(language, namespaces);
}

/**
 * Fetches the texts a page shows, in the current language (a language change fetches them again in
 * the new one). Routes await it in their loader, alongside their code, so no key ever shows raw.
 */
export function loadNamespaces(...namespaces: FlatNamespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

/** The texts every page needs, fetched by `initI18n`: the root route waits for them alongside its own checks. */
export function everyPageTexts(): Promise<void> {
  return loadNamespaces(...everyPageNamespaces);
}

export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

/** The active language, typed, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return languageOrDefault(instance.resolvedLanguage);
}

export { i18n };
