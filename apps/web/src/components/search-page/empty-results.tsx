import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyResultsProps = {
  icon: LucideIcon;
  /** The heading's level in the page: `h3` under a step's own heading. */
  heading: 'h2' | 'h3';
  title: string;
  description: string;
  /** The ways out: other days, fewer filters… */
  children: ReactNode;
};

/** A search that found nothing: why, and what to try instead. */
export function EmptyResults({
  icon: Icon,
  heading: Heading,
  title,
  description,
  children,
}: EmptyResultsProps) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <Icon aria-hidden className="size-10 text-primary" />
      <div className="flex flex-col gap-1">
        <Heading className="font-display font-semibold text-foreground text-xl">{title}</Heading>
        <p className="max-w-md text-muted-foreground">{description}</p>
      </div>
      {children}
    </div>
  );
}
