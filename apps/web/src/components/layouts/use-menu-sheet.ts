import { useRef, useState } from 'react';

/**
 * A phone menu whose code (a dialog) loads on its first opening: once opened, it stays mounted so
 * that it can animate its closing, and gives the focus back to the button that opened it.
 */
export function useMenuSheet() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const buttonProps = {
    ref: opener,
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onClick: () => {
      setOpened(true);
      setOpen(true);
    },
  } as const;
  return { open, setOpen, opened, opener, buttonProps };
}
