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
