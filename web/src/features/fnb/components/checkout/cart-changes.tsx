import { CART_CHANGES, type CartChange, type FnbOutlet } from '@club/contracts';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { keyMap } from '../../../../lib/i18n';
import type { CartItem } from '../../cart/cart-store';
import { useMenuFormat } from '../member/use-menu-format';

const CHANGE_KEYS = keyMap('fnb:member.checkout.changed.', CART_CHANGES);

/** A change the server named, with the name the member knows the item by. */
export interface NamedChange {
  change: CartChange;
  /** The item's name (the cart's, when the server no longer knows the item). */
  name: string;
}

/** Each change with its item's name: the server's, or the cart line's for an item gone. */
export function nameChanges(changes: readonly CartChange[], lines: readonly CartItem[]) {
  return changes.map<NamedChange>((c) => ({
    change: c,
    name: c.name || lines.find((l) => l.item_id === c.itemId)?.name || `#${c.itemId}`,
  }));
}

/** One sentence per change ("Paneer Tikka: now ₹350.00 (was ₹320.00)"), in the reader's language. */
export function useCartChangeText(outlet: FnbOutlet) {
  const { t } = useTranslation();
  const f = useMenuFormat();
  return ({ change, name }: NamedChange) =>
    t(CHANGE_KEYS[change.change], {
      name,
      outlet: f.outletName(outlet),
      from: f.money(change.was ?? 0),
      to: f.money(change.now ?? 0),
    });
}

/** What changed, as a list of sentences (in the toast and on the page). */
export function CartChangeList({ sentences }: { sentences: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">{t('fnb:member.checkout.changed.intro')}</Text>
      <List size="sm" data-testid="cart-changes">
        {sentences.map((s) => (
          <List.Item key={s}>{s}</List.Item>
        ))}
      </List>
      <Text size="sm">{t('fnb:member.checkout.changed.again')}</Text>
    </>
  );
}
