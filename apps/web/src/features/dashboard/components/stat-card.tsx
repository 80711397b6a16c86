import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type StatCardProps = {
  icon: LucideIcon;
  title: string;
  /** The headline figure, already formatted. */
  value: ReactNode;
  /** A line or two of context under the figure. */
  children?: ReactNode;
  /** A link to the page behind the figure. */
  footer?: ReactNode;
  tone?: 'default' | 'accent' | 'success';
};

const toneClass = {
  default: 'bg-highlight text-highlight-foreground',
  accent: 'bg-accent/15 text-accent',
  success: 'bg-success/15 text-success',
};

/** One figure of the dashboard, with an icon that tells its area at a glance. */
export function StatCard({ icon: Icon, title, value, children, footer, tone = 'default' }: StatCardProps) {
  return (
    <Card className="gap-3">
      <CardHeader className="flex-row items-center gap-3">
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', toneClass[tone])}>
          <Icon aria-hidden className="size-5" />
        </span>
        <CardTitle asChild className="font-medium text-base text-muted-foreground">
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        <p className="font-semibold text-3xl text-foreground tabular-nums">{value}</p>
        {children && <div className="text-muted-foreground text-sm">{children}</div>}
      </CardContent>
      {footer && <CardFooter className="mt-auto text-sm">{footer}</CardFooter>}
    </Card>
  );
}
