import { useLanguage } from '@/lib/i18n';
import { formatLoadFactor, loadBarWidth, loadLevel, loadLevelClass } from '../load-factor';

/** A departure's seats sold over seats for sale: a bar for the eye, the percentage for everyone. */
export function LoadFactorBar({ loadFactor }: { loadFactor: number }) {
  const language = useLanguage();
  const level = loadLevel(loadFactor);
  return (
    <span className="flex items-center gap-2">
      <span
        aria-hidden
        className="h-2 w-16 shrink-0 overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset"
      >
        <span
          data-level={level}
          className={`block h-full rounded-full ${loadLevelClass[level]}`}
          style={{ width: loadBarWidth(loadFactor) }}
        />
      </span>
      <span className="w-10 text-right tabular-nums">{formatLoadFactor(loadFactor, language)}</span>
    </span>
  );
}
