import { CheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const steps = ['outbound', 'return'] as const;

/** "1 Outbound — 2 Return" for a return trip, the current step marked. */
export function TripSteps({ current }: { current: 'outbound' | 'return' }) {
  const { t } = useTranslation('flights');
  const currentIndex = steps.indexOf(current);
  return (
    <ol aria-label={t('steps.label')} className="flex items-center gap-2 text-sm">
      {steps.map((step, index) => {
        const done = index < currentIndex;
        const active = index === currentIndex;
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className="flex items-center gap-2 after:h-px after:w-6 after:bg-border last:after:hidden sm:after:w-10"
          >
            <span
              aria-hidden
              className={cn(
                'flex size-6 items-center justify-center rounded-full border font-semibold text-xs',
                active && 'border-primary bg-primary text-primary-foreground',
                done && 'border-ravinala-700 bg-ravinala-700 text-white',
              )}
            >
              {done ? <CheckIcon className="size-3.5" /> : index + 1}
            </span>
            <span className={cn(active ? 'font-semibold text-foreground' : 'text-muted-foreground')}>
              {t(`steps.${step}`)}
              {done && <span className="sr-only">{` (${t('steps.done')})`}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
