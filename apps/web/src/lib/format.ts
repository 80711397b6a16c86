import { intlLocales, type Language, madagascarTimeZone } from '@madabook/contracts';

export { formatAriary } from '@madabook/contracts';

const defaultDateStyle: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

export function formatDate(
  value: Date | string | number,
  language: Language,
  options: Intl.DateTimeFormatOptions = defaultDateStyle,
): string {
  return new Intl.DateTimeFormat(intlLocales[language], {
    // UTC+3 all year, so a date-only string (UTC midnight) stays on its calendar day.
    timeZone: madagascarTimeZone,
    ...options,
  }).format(new Date(value));
}

/** A count or amount without unit, grouped the language's way ("1 234" / "1,234"). */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(intlLocales[language]).format(value);
}

/** A ratio as a percentage to one decimal at most: 0.625 reads "62,5 %" in French, "62.5%" in English. */
export function formatPercent(ratio: number, language: Language): string {
  return new Intl.NumberFormat(intlLocales[language], { style: 'percent', maximumFractionDigits: 1 }).format(
    ratio,
  );
}
