import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';

type AuthPageHeadingProps = {
  pageTitle: string;
  title: string;
  description: string;
  children?: ReactNode;
};

/** The heading block of every authentication page, which also names the browser tab. */
export function AuthPageHeading({ pageTitle, title, description, children }: AuthPageHeadingProps) {
  usePageTitle(pageTitle);
  return (
    <div className="flex flex-col gap-2">
      <h1 className="font-display font-semibold text-3xl text-foreground">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
      {children}
    </div>
  );
}
