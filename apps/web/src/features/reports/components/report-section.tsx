import { type ReactNode, useId } from 'react';

/** A part of the report under its own heading, which names it for screen readers' landmarks. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-semibold text-foreground text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}
