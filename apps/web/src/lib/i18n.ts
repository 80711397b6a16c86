import { defaultLanguage, type Language, languageSchema, languages } from '@madabook/contracts';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { defaultNamespace, resources } from '@/locales/resources';
import { readStorage, writeStorage } from './local-storage';
import { storageKeys } from './storage-keys';

function asLanguage(value: unknown): Language {
  const parsed = languageSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultLanguage;
}

export function storedLanguage(): Language {
  return asLanguage(readStorage(storageKeys.language));
}

/** Starts i18next in the remembered language (French unless the visitor chose otherwise). */
export async function initI18n(language: Language = storedLanguage()): Promise<void> {
  i18n.on('languageChanged', (next) => {
    document.documentElement.lang = next;
  });
  await i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: languages,
    defaultNS: defaultNamespace,
    ns: Object.keys(resources[defaultLanguage]),
    interpolation: { escapeValue: false }, // React escapes already
  });
}

export async function changeLanguage(language: Language): Promise<void> {
  writeStorage(storageKeys.language, language);
  await i18n.changeLanguage(language);
}

/** The active language, typed, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return asLanguage(instance.resolvedLanguage);
}

export { i18n };
