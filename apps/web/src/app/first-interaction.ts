/** What shows the visitor is there: a pointer (a finger too), a key, focus moving, scrolling. */
const interactions = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'scroll'] as const;

/**
 * Resolves at the visitor's first interaction with the page. Listens from the start (capture, passive),
 * so that an interaction before the caller awaits it is not missed.
 */
export function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of interactions) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of interactions) window.addEventListener(type, done, { capture: true, passive: true });
  });
}
