import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type DetailItem = { label: string; value: ReactNode };

/** Labelled facts about one record, two columns from 640 px up. */
export function DetailList({ items, className }: { items: DetailItem[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2', className)}>
      {items.map((item) => (
        <div key={item.label} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-muted-foreground">{item.label}</dt>
          <dd className="break-words text-foreground">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
