import { addDays, todayInMadagascar } from '@madabook/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  isCellSelected,
  isComplete,
  isNightSelected,
  pickCell,
  pickNight,
  selectedNightCount,
  setAllRooms,
  toggleRoom,
} from './night-selection';

const today = todayInMadagascar();
const night = (days: number) => addDays(today, days);
const rooms = ['double', 'suite', 'bungalow', 'villa'];

describe('picking nights in the header', () => {
  it('starts a range on a first night, for every room type when none is chosen', () => {
    const started = pickNight(emptySelection, night(10), rooms);
    expect(started).toEqual({
      from: night(10),
      to: night(10),
      roomIds: rooms,
      anchor: { night: night(10), roomId: null },
    });
    expect(isComplete(started)).toBe(true);
    expect(selectedNightCount(started)).toBe(1);
  });

  it('ends the range on the next night picked, before or after the first', () => {
    const forward = pickNight(pickNight(emptySelection, night(10), rooms), night(16), rooms);
    expect(forward).toMatchObject({ from: night(10), to: night(16), anchor: null });
    expect(selectedNightCount(forward)).toBe(7);

    const backward = pickNight(pickNight(emptySelection, night(10), rooms), night(8), rooms);
    expect(backward).toMatchObject({ from: night(8), to: night(10), anchor: null });
  });

  it('starts anew after a complete range, keeping the room types chosen', () => {
    const bungalows = toggleRoom(emptySelection, 'bungalow', rooms);
    const range = pickNight(pickNight(bungalows, night(1), rooms), night(3), rooms);
    const again = pickNight(range, night(20), rooms);
    expect(again).toMatchObject({ from: night(20), to: night(20), roomIds: ['bungalow'] });
    expect(again.anchor).toEqual({ night: night(20), roomId: null });
  });

  it('extends the range from its first night with Shift', () => {
    const range = pickNight(pickNight(emptySelection, night(1), rooms), night(3), rooms);
    expect(pickNight(range, night(12), rooms, true)).toMatchObject({
      from: night(1),
      to: night(12),
      anchor: null,
    });
  });

  it('keeps a range that runs past the window shown', () => {
    // 1–15 of a month is more than one two-week window: the first pick survives "next weeks".
    const started = pickNight(emptySelection, night(40), rooms);
    const ended = pickNight(started, night(54), rooms);
    expect(selectedNightCount(ended)).toBe(15);
    expect(isNightSelected(ended, night(47))).toBe(true);
    expect(isNightSelected(ended, night(55))).toBe(false);
  });
});

describe('picking cells', () => {
  it('selects one cell, then the rectangle up to the next cell', () => {
    const first = pickCell(emptySelection, night(5), 'suite', rooms);
    expect(first).toMatchObject({ from: night(5), to: night(5), roomIds: ['suite'] });

    const rectangle = pickCell(first, night(2), 'villa', rooms);
    expect(rectangle).toEqual({
      from: night(2),
      to: night(5),
      roomIds: ['suite', 'bungalow', 'villa'],
      anchor: null,
    });
    expect(isCellSelected(rectangle, 'bungalow', night(3))).toBe(true);
    expect(isCellSelected(rectangle, 'double', night(3))).toBe(false);
    expect(isCellSelected(rectangle, 'suite', night(6))).toBe(false);
  });

  it('adds the row of a cell that ends a range started in the header', () => {
    const header = pickNight(toggleRoom(emptySelection, 'double', rooms), night(1), rooms);
    expect(pickCell(header, night(4), 'villa', rooms)).toMatchObject({
      from: night(1),
      to: night(4),
      roomIds: ['double', 'villa'],
    });
  });
});

describe('choosing room types', () => {
  it('toggles one in the order of the rows, and all or none at once', () => {
    let selection = toggleRoom(emptySelection, 'villa', rooms);
    selection = toggleRoom(selection, 'double', rooms);
    expect(selection.roomIds).toEqual(['double', 'villa']);
    expect(toggleRoom(selection, 'villa', rooms).roomIds).toEqual(['double']);
    expect(setAllRooms(selection, rooms).roomIds).toEqual(rooms);
    expect(setAllRooms(selection, []).roomIds).toEqual([]);
  });

  it('is not complete without nights or without room types', () => {
    expect(isComplete(toggleRoom(emptySelection, 'villa', rooms))).toBe(false);
    expect(isComplete(setAllRooms(pickNight(emptySelection, night(1), rooms), []))).toBe(false);
    expect(selectedNightCount(emptySelection)).toBe(0);
  });
});
