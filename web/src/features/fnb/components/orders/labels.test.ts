import { describe, expect, it } from 'vitest';
import i18n from '../../../../lib/i18n';
import { moveKey, orderStatusKey } from './labels';

describe("an order's status in the words of its fulfilment", () => {
  it('reads "Collected" for an order handed over at the counter, "Delivered" for the club\'s delivery', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en');
    expect(t(orderStatusKey('delivered', 'collection'))).toBe('Collected');
    expect(t(orderStatusKey('delivered', 'member_delivery'))).toBe('Collected');
    expect(t(orderStatusKey('delivered', 'club_delivery'))).toBe('Delivered');
    expect(t(orderStatusKey('delivered'))).toBe('Delivered');
    expect(t(orderStatusKey('ready_for_pickup', 'collection'))).toBe('Ready for pickup');
    expect(t(moveKey('delivered', 'collection'))).toBe('Collected');
    expect(t(moveKey('delivered', 'club_delivery'))).toBe('Delivered');
    expect(t(moveKey('in_transit', 'club_delivery'))).toBe('Out for delivery');
  });
});
