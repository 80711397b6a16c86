import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The traveller's palm (ravinala) under a laterite sun, as in the favicon. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn('size-9 shrink-0', className)}>
      <rect width="64" height="64" rx="14" fill="#0e7c86" />
      <path
        d="M32 10c-3 8-3 16 0 24 3-8 3-16 0-24Zm0 24c-8-3-16-3-22 0 6 3 14 3 22 0Zm0 0c8-3 16-3 22 0-6 3-14 3-22 0Zm-1 2h2v18h-2z"
        fill="#faf7f2"
      />
      <circle cx="46" cy="18" r="5" fill="#c2410c" />
    </svg>
  );
}

type BrandLinkProps = {
  /** Shows "Book your next trip" under the name, as the website's navbar does. */
  withTagline?: boolean;
  className?: string;
};

export function BrandLink({ withTagline = false, className }: BrandLinkProps) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={cn('flex min-w-0 items-center gap-2.5 rounded-md', className)}>
      <BrandMark />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="font-display font-semibold text-foreground text-xl">{t('brand')}</span>
        {withTagline && <span className="text-muted-foreground text-xs sm:text-sm">{t('nav.tagline')}</span>}
      </span>
    </Link>
  );
}
