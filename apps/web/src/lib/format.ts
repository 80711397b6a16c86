import type { Language } from '@madabook/contracts';

/** Madagascar's zone: UTC+3 all year, so a date-only string (UTC midnight) stays on its calendar day. */
const MADAGASCAR_TIME_ZONE = 'Indian/Antananarivo';

// The Madagascar variants give "Ar" as the currency sign and fall back to plain fr/en where unknown.
const intlLocales: Record<Language, string> = { fr: 'fr-MG', en: 'en-MG' };

const defaultDateStyle: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

export function formatDate(
  value: Date | string | number,
  language: Language,
  options: Intl.DateTimeFormatOptions = defaultDateStyle,
): string {
  return new Intl.DateTimeFormat(intlLocales[language], {
    timeZone: MADAGASCAR_TIME_ZONE,
    ...options,
  }).format(new Date(value));
}

/** Whole Ariary: "150 000 Ar" in French, "Ar 150,000" in English. MGA has no minor unit in use. */
export function formatAriary(amount: number, language: Language): string {
  return new Intl.NumberFormat(intlLocales[language], {
    style: 'currency',
    currency: 'MGA',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amount);
}
