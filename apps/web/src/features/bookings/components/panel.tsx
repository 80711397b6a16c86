import { type ReactNode, useId } from 'react';

/** A titled card of the review and trip pages. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      <h2 id={headingId} className="font-semibold text-foreground text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}
