import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';

type MenuSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu, which gets the focus back when it closes. */
  opener: RefObject<HTMLButtonElement | null>;
  title: string;
  side: 'left' | 'right';
  className?: string;
  children: ReactNode;
};

/** A phone menu in a sheet: the site's and the back office's. */
export function MenuSheet({ open, onOpenChange, opener, title, side, className, children }: MenuSheetProps) {
  const { t } = useTranslation('common');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side={side}
        className={cn('flex flex-col gap-6', className)}
        closeLabel={t('close')}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
        </SheetHeader>
        {children}
      </SheetContent>
    </Sheet>
  );
}
