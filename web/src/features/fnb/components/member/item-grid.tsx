import type { MemberMenuItem, Outlet } from '@club/contracts';
import { SimpleGrid } from '@mantine/core';
import { MenuItemCard } from './menu-item-card';

/** Menu items as a grid of cards: one column on a phone, up to four on a wide screen. */
export function ItemGrid({
  items,
  outlets,
  label,
}: {
  items: MemberMenuItem[];
  outlets: readonly Outlet[] | undefined;
  label: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" role="list" aria-label={label}>
      {items.map((item) => (
        <div role="listitem" key={item.id} style={{ display: 'flex' }}>
          <div style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
            <MenuItemCard item={item} outlet={outlets?.find((o) => o.code === item.outlet)} />
          </div>
        </div>
      ))}
    </SimpleGrid>
  );
}
