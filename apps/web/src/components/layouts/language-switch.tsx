import { languageSchema, languages } from '@madabook/contracts';
import { ChevronDownIcon, LanguagesIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { changeLanguage, useLanguage } from '@/lib/i18n';

/** A native select: the most dependable control on phones and for assistive technology. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  return (
    <div className={cn('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <LanguagesIcon
        aria-hidden
        className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground"
      />
      <select
        id={id}
        value={language}
        onChange={(event) => void changeLanguage(languageSchema.parse(event.target.value))}
        className="h-9 appearance-none rounded-md border border-input bg-card pr-8 pl-8 font-medium text-foreground text-sm shadow-xs transition-colors hover:bg-highlight"
      >
        {languages.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`language.${option}`)}
          </option>
        ))}
      </select>
      <ChevronDownIcon
        aria-hidden
        className="pointer-events-none absolute right-2.5 size-4 text-muted-foreground"
      />
    </div>
  );
}
