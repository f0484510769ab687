import { describe, expect, it } from 'vitest';
import { findNew, focusTarget, keepNewest } from './kitchen-rules';

describe("the kitchen's new orders", () => {
  it('finds nothing new on the first look, then each id not seen before, once', () => {
    const first = findNew(null, [1, 2]);
    expect(first.fresh).toEqual([]);
    const second = findNew(first.known, [2, 3, 4]);
    expect(second.fresh).toEqual([3, 4]);
    // An order that left (delivered) and the ones seen do not ring again.
    expect(findNew(second.known, [1, 3]).fresh).toEqual([]);
  });
});

describe("the tickets' arrow keys", () => {
  it('moves to the next and previous ticket, stopping at the ends', () => {
    expect(focusTarget('ArrowRight', 0, 3)).toBe(1);
    expect(focusTarget('ArrowDown', 2, 3)).toBe(2);
    expect(focusTarget('ArrowLeft', 0, 3)).toBe(0);
    expect(focusTarget('ArrowUp', 2, 3)).toBe(1);
    expect(focusTarget('Home', 2, 3)).toBe(0);
    expect(focusTarget('End', 0, 3)).toBe(2);
  });

  it('leaves other keys (Enter, Space, Tab) to the button', () => {
    expect(focusTarget('Enter', 0, 3)).toBeNull();
    expect(focusTarget(' ', 0, 3)).toBeNull();
    expect(focusTarget('Tab', 0, 3)).toBeNull();
    expect(focusTarget('ArrowRight', 0, 0)).toBeNull();
  });
});

describe("the kitchen's list against late answers", () => {
  it('keeps the newer version shown, and does not bring back an order seen leaving', () => {
    const shown = [
      { id: 1, version: 5, status: 'ready_for_pickup' },
      { id: 2, version: 3, status: 'ordered' },
    ];
    const late = [
      { id: 1, version: 4, status: 'preparing' },
      { id: 2, version: 4, status: 'confirmed' },
      { id: 3, version: 2, status: 'preparing' },
      { id: 4, version: 1, status: 'ordered' },
    ];
    // Order 3 was bumped to delivered at version 3 here; the late answer still has it open.
    const left = new Map([[3, 3]]);
    expect(keepNewest(shown, late, left)).toEqual([
      { id: 1, version: 5, status: 'ready_for_pickup' },
      { id: 2, version: 4, status: 'confirmed' },
      { id: 4, version: 1, status: 'ordered' },
    ]);
    // Reopened later at a newer version (not possible today, but not hidden for ever).
    expect(keepNewest(undefined, [{ id: 3, version: 4 }], left)).toEqual([{ id: 3, version: 4 }]);
  });
});
