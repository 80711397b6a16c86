import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet';

type BackOfficeMenuSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu, which gets the focus back when it closes. */
  opener: RefObject<HTMLButtonElement | null>;
  title: string;
  children: ReactNode;
};

/** The back office's and the partners' navigation on a phone. */
export function BackOfficeMenuSheet({
  open,
  onOpenChange,
  opener,
  title,
  children,
}: BackOfficeMenuSheetProps) {
  const { t } = useTranslation('common');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="flex flex-col gap-6 overflow-y-auto"
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
