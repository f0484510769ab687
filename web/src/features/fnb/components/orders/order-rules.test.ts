import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canReject,
  canRemoveLines,
  minutesSince,
  nextStatuses,
  todayIn,
} from './order-rules';

describe("an order's next statuses (DOMAIN.md workflow)", () => {
  it('goes Ordered > Confirmed > Preparing > Delivered, and stops after', () => {
    const at = (status: Parameters<typeof nextStatuses>[0]['status']) =>
      nextStatuses({ status, fulfilment: 'collection' });
    expect(at('ordered')).toEqual(['confirmed']);
    expect(at('confirmed')).toEqual(['preparing']);
    expect(at('ready_for_pickup')).toEqual(['delivered']);
    expect(at('delivered')).toEqual([]);
    expect(at('cancelled')).toEqual([]);
    expect(at('rejected')).toEqual([]);
    expect(at('pending_payment')).toEqual([]);
  });

  it('sends a club delivery out in transit, and has a collection made ready for pickup', () => {
    expect(nextStatuses({ status: 'preparing', fulfilment: 'club_delivery' })).toEqual([
      'in_transit',
    ]);
    expect(nextStatuses({ status: 'preparing', fulfilment: 'collection' })).toEqual([
      'ready_for_pickup',
    ]);
    // The member's own courier collects it, as the server has it.
    expect(nextStatuses({ status: 'preparing', fulfilment: 'member_delivery' })).toEqual([
      'ready_for_pickup',
    ]);
    expect(nextStatuses({ status: 'in_transit', fulfilment: 'club_delivery' })).toEqual([
      'delivered',
    ]);
  });

  it('rejects and removes items only while Ordered, cancels at any open state', () => {
    expect(canReject({ status: 'ordered' })).toBe(true);
    expect(canReject({ status: 'confirmed' })).toBe(false);
    expect(canRemoveLines({ status: 'ordered' })).toBe(true);
    expect(canRemoveLines({ status: 'preparing' })).toBe(false);
    expect(canCancel({ status: 'ready_for_pickup' })).toBe(true);
    expect(canCancel({ status: 'in_transit' })).toBe(true);
    expect(canCancel({ status: 'delivered' })).toBe(false);
    expect(canCancel({ status: 'pending_payment' })).toBe(false);
  });
});

describe('times', () => {
  it("gives the club's date whatever the browser's zone", () => {
    // 20:00 UTC is already the next day in Kolkata (+05:30).
    const late = new Date('2026-11-24T20:00:00Z');
    expect(todayIn('Asia/Kolkata', late)).toBe('2026-11-25');
    expect(todayIn('UTC', late)).toBe('2026-11-24');
  });

  it('counts whole minutes since a time, never below zero', () => {
    const now = new Date('2026-11-24T10:30:59Z').getTime();
    expect(minutesSince('2026-11-24T10:18:00Z', now)).toBe(12);
    expect(minutesSince('2026-11-24T10:40:00Z', now)).toBe(0);
  });
});
