import { describe, expect, it } from 'vitest';
import { moveId } from './move-id';

describe('moveId', () => {
  it('swaps a row with its neighbour above or below', () => {
    expect(moveId([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
  });

  it('cannot move the first up, the last down, or a row not in the list', () => {
    expect(moveId([1, 2, 3], 1, -1)).toBeNull();
    expect(moveId([1, 2, 3], 3, 1)).toBeNull();
    expect(moveId([1, 2, 3], 9, 1)).toBeNull();
  });
});
