import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { LanguageSwitch } from './language-switch';
import { SectionLinks } from './section-links';

type SiteMenuSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu, which gets the focus back when it closes. */
  opener: RefObject<HTMLButtonElement | null>;
};

/** The phone menu: hotels or flights, and the language. */
export function SiteMenuSheet({ open, onOpenChange, opener }: SiteMenuSheetProps) {
  const { t } = useTranslation(['common', 'flights']);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="flex flex-col gap-6"
        closeLabel={t('close')}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{t('flights:switch.menu')}</SheetTitle>
        </SheetHeader>
        <nav aria-label={t('flights:switch.label')}>
          <SectionLinks layout="menu" onNavigate={() => onOpenChange(false)} />
        </nav>
        <LanguageSwitch className="self-start" />
      </SheetContent>
    </Sheet>
  );
}
