import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { alertVariants } from '@/components/ui/alert';

type PaymentNoticeProps = {
  tone: 'success' | 'destructive' | 'default';
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
};

/**
 * Where a payment ended, drawn like an alert but silent: the flow's own live region and the toasts
 * say it aloud, once.
 */
export function PaymentNotice({ tone, icon: Icon, title, children }: PaymentNoticeProps) {
  return (
    <div className={alertVariants({ variant: tone })}>
      <Icon aria-hidden />
      <p className="col-start-2 font-semibold leading-snug">{title}</p>
      {children && (
        <div className="col-start-2 mt-1 flex flex-col gap-2 text-muted-foreground">{children}</div>
      )}
    </div>
  );
}
