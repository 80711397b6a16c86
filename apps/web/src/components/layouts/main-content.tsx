import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the Tab key: jumps over the header straight to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('skipToContent')}
    </a>
  );
}

/** The page's one `main` landmark, target of the skip link (focusable so the jump moves focus too). */
export function MainContent({ className, ...props }: ComponentProps<'main'>) {
  return <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cn('outline-none', className)} {...props} />;
}
