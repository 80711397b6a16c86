import { cva, type VariantProps } from 'class-variance-authority';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { DialogDescription, DialogFooter, DialogHeader, DialogSurface, DialogTitle } from './dialog';
import { modalContentClass } from './styles';

const Sheet = SheetPrimitive.Root;
const SheetTrigger = SheetPrimitive.Trigger;
const SheetClose = SheetPrimitive.Close;
const SheetHeader = DialogHeader;
const SheetFooter = DialogFooter;
const SheetTitle = DialogTitle;
const SheetDescription = DialogDescription;

const sheetVariants = cva(`${modalContentClass} overflow-y-auto p-6`, {
  variants: {
    side: {
      right:
        'inset-y-0 right-0 h-full w-[min(24rem,calc(100%-3rem))] border-l data-[state=closed]:animate-slide-out-to-right data-[state=open]:animate-slide-in-from-right',
      left: 'inset-y-0 left-0 h-full w-[min(20rem,calc(100%-3rem))] border-r data-[state=closed]:animate-slide-out-to-left data-[state=open]:animate-slide-in-from-left',
      top: 'inset-x-0 top-0 max-h-[85dvh] rounded-b-xl border-b data-[state=closed]:animate-slide-out-to-top data-[state=open]:animate-slide-in-from-top',
      bottom:
        'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-xl border-t data-[state=closed]:animate-slide-out-to-bottom data-[state=open]:animate-slide-in-from-bottom',
    },
  },
  defaultVariants: { side: 'right' },
});

type SheetContentProps = ComponentProps<typeof DialogSurface> & VariantProps<typeof sheetVariants>;

function SheetContent({ className, side, ...props }: SheetContentProps) {
  return (
    <DialogSurface
      data-slot="sheet-content"
      data-side={side ?? 'right'}
      className={cn(sheetVariants({ side }), className)}
      {...props}
    />
  );
}

export {
  Sheet,
  SheetClose,
  SheetContent,
  type SheetContentProps,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
};
