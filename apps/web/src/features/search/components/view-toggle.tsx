import { ListIcon, MapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export type ResultsView = 'list' | 'map';

const views = [
  { view: 'list', Icon: ListIcon },
  { view: 'map', Icon: MapIcon },
] as const;

/** List or map, below 1280 px where they do not fit side by side. */
export function ViewToggle({ view, onChange }: { view: ResultsView; onChange: (view: ResultsView) => void }) {
  const { t } = useTranslation('search');
  return (
    <fieldset className="m-0 flex w-full min-w-0 rounded-md border bg-card p-0.5 sm:w-auto xl:hidden">
      <legend className="sr-only">{t('view.label')}</legend>
      {views.map(({ view: option, Icon }) => (
        <Button
          key={option}
          variant={view === option ? 'default' : 'ghost'}
          size="sm"
          className="h-8 flex-1"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          <Icon aria-hidden />
          {t(`view.${option}`)}
        </Button>
      ))}
    </fieldset>
  );
}
