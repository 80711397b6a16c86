import type { Language } from './language';

// The Madagascar variants give "Ar" as the currency sign and fall back to plain fr/en where unknown.
export const intlLocales: Record<Language, string> = { fr: 'fr-MG', en: 'en-MG' };

/** Whole Ariary, as people write it: "150 000 Ar" in French, "Ar 150,000" in English. */
export function formatAriary(amount: number, language: Language): string {
  return new Intl.NumberFormat(intlLocales[language], {
    style: 'currency',
    currency: 'MGA',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amount);
}
