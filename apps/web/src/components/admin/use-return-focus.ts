import { useLayoutEffect, useRef } from 'react';

/** The control to return to: a menu item's menu trigger, since the item is gone once the menu closes. */
function focusOrigin(): HTMLElement | null {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const menu = active?.closest<HTMLElement>('[role="menu"]');
  if (menu?.id) return document.querySelector<HTMLElement>(`[aria-controls="${menu.id}"]`) ?? active;
  return active;
}

/**
 * A dialog opened from code (a row menu, a button elsewhere) has no trigger
 * for Radix to give focus back to; this remembers where the keyboard was and
 * returns there when the dialog closes.
 */
export function useReturnFocus(open: boolean) {
  const origin = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) origin.current = focusOrigin();
  }, [open]);
  return (event: Event) => {
    const target = origin.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
