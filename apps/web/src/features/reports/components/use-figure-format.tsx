import { useTranslation } from 'react-i18next';
import { formatAriary, formatNumber, formatPercent } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** A figure that has no value (a ratio over nothing): a dash for the eye, words for the ear. */
function NotApplicable() {
  const { t } = useTranslation('adminReports');
  return (
    <>
      <span aria-hidden>—</span>
      <span className="sr-only">{t('notApplicable')}</span>
    </>
  );
}

/** The report's three kinds of figure, in the page's language. */
export function useFigureFormat() {
  const language = useLanguage();
  return {
    language,
    count: (value: number) => formatNumber(value, language),
    money: (value: number | null) => (value === null ? <NotApplicable /> : formatAriary(value, language)),
    percent: (ratio: number | null) => (ratio === null ? <NotApplicable /> : formatPercent(ratio, language)),
  };
}
