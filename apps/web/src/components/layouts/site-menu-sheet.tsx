import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';
import { MenuSheet } from './menu-sheet';
import { SectionLinks } from './section-links';

type SiteMenuSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu, which gets the focus back when it closes. */
  opener: RefObject<HTMLButtonElement | null>;
};

/** The phone menu: hotels or flights, and the language. */
export function SiteMenuSheet({ open, onOpenChange, opener }: SiteMenuSheetProps) {
  const { t } = useTranslation('flights');
  return (
    <MenuSheet open={open} onOpenChange={onOpenChange} opener={opener} title={t('switch.menu')} side="right">
      <nav aria-label={t('switch.label')}>
        <SectionLinks layout="menu" onNavigate={() => onOpenChange(false)} />
      </nav>
      <LanguageSwitch className="self-start" />
    </MenuSheet>
  );
}
