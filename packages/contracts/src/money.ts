import type { Language } from './language';

export const intlLocales: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

/** Whole Ariary, as people write it: "150 000 Ar" in French, "Ar 150,000" in English. */
export function formatAriary(amount: number, language: Language): string {
  return new Intl.NumberFormat(intlLocales[language], {
    style: 'currency',
    currency: 'MGA',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amount);
}
