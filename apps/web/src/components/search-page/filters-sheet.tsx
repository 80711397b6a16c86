import { SlidersHorizontalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';

type FiltersSheetProps = {
  activeCount: number;
  /** The button that closes the sheet, e.g. "Show 12 hotels". */
  showResultsLabel: string;
  children: ReactNode;
};

/** Below 1024 px the filters slide up from the bottom; they apply as they change. */
export function FiltersSheet({ activeCount, showResultsLabel, children }: FiltersSheetProps) {
  const { t } = useTranslation(['searchPage', 'common']);
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" size="sm" className="lg:hidden">
          <SlidersHorizontalIcon aria-hidden />
          {activeCount > 0 ? t('filters.openWithCount', { count: activeCount }) : t('filters.open')}
        </Button>
      </SheetTrigger>
      <SheetContent
        side="bottom"
        closeLabel={t('common:close')}
        aria-describedby={undefined}
        className="flex flex-col gap-4"
      >
        <SheetHeader>
          <SheetTitle>{t('filters.title')}</SheetTitle>
        </SheetHeader>
        {children}
        <SheetFooter className="sticky bottom-0 -mx-6 -mb-6 border-t bg-card p-4">
          <SheetClose asChild>
            <Button className="w-full">{showResultsLabel}</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
