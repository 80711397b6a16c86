type TextControl = HTMLInputElement | HTMLTextAreaElement;

const textControls = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea';

/** A field and the text typed into it that the app's state does not hold. */
type TextNotInApp = { element: TextControl; text: string };

/**
 * Fields whose text the app's state does not hold: typed into a server-rendered page before the app ran
 * it (the browser shows the text, but React would draw the field empty again at its next render). React
 * writes a controlled field's value back to its `value` attribute, the field's default, at each render:
 * the two differ only until the app has handled the change. Read all at once: handling one field's
 * change draws the form again, emptying the others.
 */
function textNotInApp(container: HTMLElement): TextNotInApp[] {
  return [...container.querySelectorAll<TextControl>(textControls)]
    .filter((element) => element.value !== element.defaultValue)
    .map((element) => ({ element, text: element.value }));
}

/**
 * Whether React has taken the element over. No public API tells when a part of a server-rendered page
 * has been hydrated; React marks the elements it has with its props (`__reactProps$…`). An event sent to
 * an element React has not taken over makes React draw that part again at once, empty.
 */
export function isTakenOverByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Whether React has taken over the element's whole part of the page: its form, or else its parent with
 * everything in it. A click on a control whose neighbours React does not have yet changes them half-way.
 */
export function isPartTakenOverByReact(element: Element): boolean {
  const part = element.closest('form') ?? element.parentElement ?? element;
  return isTakenOverByReact(part) && [...part.querySelectorAll('*')].every(isTakenOverByReact);
}

/**
 * Types the field's text again, as an input event the app handles, once React has the field. React
 * ignores an input event whose value equals the last one it saw: the field is cleared through React's
 * setter, and the text put back through the element's own, before the event.
 */
function typeAgain({ element, text }: TextNotInApp): void {
  if (!isTakenOverByReact(element)) return;
  element.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(element, text);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Types again into each field React has taken over the text the app's state does not hold. */
export function typeAgainWhatAppLacks(container: HTMLElement): TextNotInApp[] {
  const lacking = textNotInApp(container);
  for (const text of lacking) typeAgain(text);
  return lacking;
}

/**
 * From now until React has taken over every field of a server-rendered page: as soon as React takes a
 * field over (it writes the field's `value` attribute then), the text typed into it goes to the app,
 * before anything the visitor does next draws the form again and empties it.
 */
export function keepTextTypedBeforeTakeOver(container: HTMLElement): void {
  const observer = new MutationObserver(() => {
    typeAgainWhatAppLacks(container);
    const fields = container.querySelectorAll(textControls);
    if ([...fields].every(isTakenOverByReact)) observer.disconnect();
  });
  observer.observe(container, { subtree: true, attributes: true, attributeFilter: ['value'] });
}
