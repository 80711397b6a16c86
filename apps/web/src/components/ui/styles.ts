export const controlClass =
  'w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

export const overlayClass =
  'fixed inset-0 z-50 bg-overlay data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in';

export const floatingPanelClass =
  'z-50 rounded-lg border bg-popover text-popover-foreground shadow-lg data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in';

export const menuItemClass =
  "relative flex min-h-9 cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden focus:bg-highlight focus:text-highlight-foreground data-disabled:pointer-events-none data-disabled:opacity-50 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0";

export const modalContentClass = 'fixed z-50 flex flex-col gap-4 bg-card text-card-foreground shadow-xl';

export const centeredModalClass = `${modalContentClass} top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border p-6 data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in`;

export const modalTitleClass = 'font-semibold text-lg text-foreground leading-tight';

export const modalDescriptionClass = 'text-muted-foreground text-sm';
