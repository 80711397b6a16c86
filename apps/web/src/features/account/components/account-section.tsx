import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type AccountSectionProps = { title: string; description?: ReactNode; children: ReactNode };

/** One card of the account page, a named region so that it can be reached by its title. */
export function AccountSection({ title, description, children }: AccountSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId}>{title}</h2>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">{children}</CardContent>
      </Card>
    </section>
  );
}
