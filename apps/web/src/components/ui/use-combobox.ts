import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

type ComboboxOptions<Option> = {
  /** The input's id; the list's and the options' ids derive from it. */
  inputId: string;
  /** Accessible name of the list of suggestions. */
  listLabel: string;
  /** The options to offer: filtered by the text while the user types, all of them otherwise. */
  suggest: (filtering: boolean) => readonly Option[];
  onChoose: (option: Option) => void;
  /** Escape with the list closed: empties the input; absent while it is empty. */
  onClear?: () => void;
};

/**
 * The keyboard and the pointer of the ARIA 1.2 combobox with a list: the arrows move through the
 * suggestions (Alt+Down only opens the list), Enter takes one, Escape closes the list, then clears
 * the input. The input keeps the focus throughout; `aria-activedescendant` names the option.
 */
export function useCombobox<Option>({
  inputId,
  listLabel,
  suggest,
  onChoose,
  onClear,
}: ComboboxOptions<Option>) {
  const listId = `${inputId}-list`;
  const optionId = (index: number) => `${listId}-${index}`;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // Right after a choice the whole list is offered again, not only the chosen entry.
  const [filtering, setFiltering] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);

  const matches = suggest(filtering);
  const expanded = open && matches.length > 0;

  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const choose = (option: Option) => {
    onChoose(option);
    setFiltering(false);
    setOpen(false);
    setActiveIndex(-1);
  };

  const move = (step: number) => {
    setOpen(true);
    if (matches.length === 0) return;
    setActiveIndex((current) => (current + step + matches.length) % matches.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (event.altKey) setOpen(true);
      else move(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      const option = matches[activeIndex];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else if (onClear) {
        event.preventDefault();
        onClear();
      }
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const openList = () => setOpen(true);

  return {
    matches,
    /** Spread on the input, beside its value and its own onChange and onBlur. */
    inputProps: {
      id: inputId,
      type: 'text',
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
      onFocus: openList,
      onClick: openList,
      onKeyDown,
    } as const,
    listProps: {
      ref: listRef,
      id: listId,
      role: 'listbox',
      'aria-label': listLabel,
      hidden: !expanded,
    } as const,
    optionProps: (option: Option, index: number) =>
      ({
        id: optionId(index),
        'data-index': index,
        role: 'option',
        'aria-selected': index === activeIndex,
        // The input keeps the focus (aria-activedescendant points here) and handles the keys.
        tabIndex: -1,
        onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
        onClick: () => choose(option),
        onMouseMove: () => setActiveIndex(index),
      }) as const,
    /** The user typed: filter by the text and show the list. */
    typed() {
      setFiltering(true);
      setOpen(true);
      setActiveIndex(-1);
    },
    close: () => setOpen(false),
    /** Offer the whole list again next time. */
    stopFiltering: () => setFiltering(false),
  };
}
