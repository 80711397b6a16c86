import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Buttons on the right, e.g. "New user". */
  actions?: ReactNode;
};

/** A back-office page's heading, also the browser tab's title. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  usePageTitle(`${title} — MadaBook`);
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex flex-col gap-1">
        <h1 className="font-semibold text-2xl text-foreground">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
