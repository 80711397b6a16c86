import { addDays, nightsBetween } from '@madabook/contracts';

/** Where a range was started: a night's header (`roomId` null) or a cell of one room type. */
type Anchor = { night: string; roomId: string | null };

/**
 * The nights and room types picked in the calendar, to edit together. The nights are one range,
 * `to` its last night (included); the room types any set of them.
 */
export type NightSelection = {
  from: string | null;
  to: string | null;
  roomIds: string[];
  /** Set by a first pick: the next pick ends the range there. */
  anchor: Anchor | null;
};

export const emptySelection: NightSelection = { from: null, to: null, roomIds: [], anchor: null };

const ordered = (first: string, second: string) =>
  first <= second ? { from: first, to: second } : { from: second, to: first };

/** The room types from one to the other, both included, in the order of the calendar's rows. */
function roomsBetween(roomOrder: readonly string[], first: string, second: string): string[] {
  const start = roomOrder.indexOf(first);
  const end = roomOrder.indexOf(second);
  if (start < 0 || end < 0) return [second];
  return roomOrder.slice(Math.min(start, end), Math.max(start, end) + 1);
}

/** Where a pick extends from: the pending first pick, or with Shift the start of the range. */
function anchorOf(selection: NightSelection, extend: boolean): Anchor | null {
  if (selection.anchor) return selection.anchor;
  if (extend && selection.from) return { night: selection.from, roomId: null };
  return null;
}

/**
 * A night's header, as a date-range picker works: a first pick starts a range on that night, the
 * next one ends it (in either direction), a third starts anew; Shift extends the range instead.
 * No room type chosen yet means all of them: a column stands for the whole hotel that night.
 */
export function pickNight(
  selection: NightSelection,
  night: string,
  roomOrder: readonly string[],
  extend = false,
): NightSelection {
  const roomIds = selection.roomIds.length > 0 ? selection.roomIds : [...roomOrder];
  const anchor = anchorOf(selection, extend);
  if (anchor) return { ...ordered(anchor.night, night), roomIds, anchor: null };
  return { from: night, to: night, roomIds, anchor: { night, roomId: null } };
}

/**
 * A cell: a first pick selects it alone, the next one the rectangle from the first cell to it
 * (its nights, and the room types between the two rows); Shift extends the current range.
 */
export function pickCell(
  selection: NightSelection,
  night: string,
  roomId: string,
  roomOrder: readonly string[],
  extend = false,
): NightSelection {
  const anchor = anchorOf(selection, extend);
  if (!anchor) return { from: night, to: night, roomIds: [roomId], anchor: { night, roomId } };
  const roomIds =
    anchor.roomId === null
      ? roomOrder.filter((id) => id === roomId || selection.roomIds.includes(id))
      : roomsBetween(roomOrder, anchor.roomId, roomId);
  return { ...ordered(anchor.night, night), roomIds, anchor: null };
}

/** A room type's box: in or out of the selection, the nights untouched; rows keep their order. */
export function toggleRoom(
  selection: NightSelection,
  roomId: string,
  roomOrder: readonly string[],
): NightSelection {
  const chosen = selection.roomIds.includes(roomId);
  const roomIds = roomOrder.filter((id) => (id === roomId ? !chosen : selection.roomIds.includes(id)));
  return { ...selection, roomIds };
}

/** The box of every room type: all of them, or none. */
export function setAllRooms(selection: NightSelection, roomIds: readonly string[]): NightSelection {
  return { ...selection, roomIds: [...roomIds] };
}

export function isNightSelected(selection: NightSelection, night: string): boolean {
  return selection.from !== null && selection.to !== null && night >= selection.from && night <= selection.to;
}

export function isCellSelected(selection: NightSelection, roomId: string, night: string): boolean {
  return isNightSelected(selection, night) && selection.roomIds.includes(roomId);
}

/** How many nights the range holds, its last one included. */
export function selectedNightCount(selection: Pick<NightSelection, 'from' | 'to'>): number {
  if (!selection.from || !selection.to) return 0;
  return nightsBetween(selection.from, addDays(selection.to, 1));
}

/** A selection the dialog can start from: nights and at least one room type. */
export function isComplete(selection: NightSelection): selection is NightSelection & {
  from: string;
  to: string;
} {
  return selection.from !== null && selection.to !== null && selection.roomIds.length > 0;
}
