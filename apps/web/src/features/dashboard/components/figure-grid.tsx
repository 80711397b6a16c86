import type { Dashboard } from '@madabook/contracts';
import type { ReactNode } from 'react';

export type Figures = Dashboard['figures'];

export const figureLinkClass = 'font-medium text-primary hover:underline';

/** A titled row of figure cards. */
export function FigureGrid({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-semibold text-foreground text-lg">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </section>
  );
}
