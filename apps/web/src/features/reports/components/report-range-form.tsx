import { maxReportNights } from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { submitHandler } from '@/lib/form';
import { formValidator } from '@/lib/schema-issues';
import { presetRange, type ReportRange, rangeIssues, reportPresets } from '../report-range';

/** The range's issues in the page's language, as TanStack Form's validators report them. */
export function useRangeIssueTexts() {
  const { t } = useTranslation('adminReports');
  return (range: ReportRange) => {
    const issues = Object.entries(rangeIssues(range));
    if (issues.length === 0) return undefined;
    return Object.fromEntries(
      issues.map(([field, issue]) => [field, t(`range.issues.${issue}`, { max: maxReportNights })]),
    );
  };
}

type ReportRangeFormProps = {
  range: ReportRange;
  onChange: (range: ReportRange) => void;
};

/**
 * The nights to report on: a preset in one tap, or two dates checked before anything is asked of
 * the API (in order, at most 366 nights). Typing a date changes nothing until "Show".
 */
export function ReportRangeForm({ range, onChange }: ReportRangeFormProps) {
  const { t } = useTranslation('adminReports');
  const headingId = useId();
  const issueTexts = useRangeIssueTexts();
  const form = useForm({
    defaultValues: range,
    validators: { onChange: formValidator(issueTexts), onSubmit: formValidator(issueTexts) },
    onSubmit: ({ value }) => onChange(value),
  });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-semibold text-foreground">
        {t('range.title')}
      </h2>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('range.presets')}</legend>
        {reportPresets.map((preset) => {
          const nights = presetRange(preset);
          const current = nights.from === range.from && nights.to === range.to;
          return (
            <Button
              key={preset}
              type="button"
              variant={current ? 'secondary' : 'outline'}
              aria-pressed={current}
              onClick={() => onChange(nights)}
            >
              {t(`range.${preset}`)}
            </Button>
          );
        })}
      </fieldset>
      <form
        noValidate
        onSubmit={submitHandler(form)}
        className="grid items-start gap-3 sm:grid-cols-[12rem_12rem_auto]"
      >
        <form.Field name="from">
          {(field) => <TextField field={field} type="date" label={t('range.from')} required />}
        </form.Field>
        <form.Field name="to">
          {(field) => (
            <TextField
              field={field}
              type="date"
              label={t('range.to')}
              description={t('range.hint', { max: maxReportNights })}
              required
            />
          )}
        </form.Field>
        <Button type="submit" variant="secondary" className="sm:mt-7 sm:justify-self-start">
          {t('range.apply')}
        </Button>
      </form>
    </section>
  );
}
