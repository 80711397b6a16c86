import { useState } from 'react';

/**
 * The row a dialog acts on. It stays set while the dialog closes, so the dialog's text does not
 * vanish during the closing animation.
 */
export function useDialogTarget<Target>() {
  const [target, setTarget] = useState<Target | null>(null);
  const [open, setOpen] = useState(false);
  return {
    target,
    show(next: Target) {
      setTarget(next);
      setOpen(true);
    },
    close() {
      setOpen(false);
    },
    dialogProps: { open, onOpenChange: setOpen },
  };
}
